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
 * A PostCSS plugin that drops the Lara theme's `@font-face` rules for Inter, so that the build ships neither the
 * rules nor their files: the app uses the system font (`--font-family` in `styles.css`).
 */
export const dropFontFaces = () => ({
  postcssPlugin: 'parlance-drop-font-faces',
  AtRule: {
    'font-face': (rule: FontFaceRule) => {
      if (declaration(rule, 'font-family') === 'Inter var') rule.remove();
    },
  },
});
