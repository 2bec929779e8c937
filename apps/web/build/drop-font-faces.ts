/** The part of a PostCSS at-rule this plugin reads. */
interface FontFaceRule {
  nodes?: { type: string; prop?: string; value?: string }[];
  remove(): void;
}

const declaration = (rule: FontFaceRule, prop: string) =>
  rule.nodes
    ?.find((node) => node.type === 'decl' && node.prop === prop)
    ?.value?.replace(/["']/g, '')
    .trim();

/**
 * A PostCSS plugin that drops `@font-face` rules the app does not use, so that the build ships neither the rules
 * nor their files: the Lara theme's Inter (the app uses the system font) and primeicons' own declaration with
 * `font-display: block`, which `styles.css` declares again with `swap` and woff2 only.
 */
export const dropFontFaces = () => ({
  postcssPlugin: 'parlance-drop-font-faces',
  AtRule: {
    'font-face': (rule: FontFaceRule) => {
      const family = declaration(rule, 'font-family');
      if (family === 'Inter var') rule.remove();
      else if (family === 'primeicons' && declaration(rule, 'font-display') === 'block') rule.remove();
    },
  },
});
