import './styles.css';
import { AssistController, fallbackColour } from './controller';
import { isFromParent, parentOrigin, parseOrigins, readParams } from './protocol';
import { createView } from './view';

/** Reads the parent origins this frame accepts (`GET /api/engine/frame-config` on the frame's own origin). */
const loadParentOrigins = async (): Promise<string[]> => {
  try {
    const response = await fetch(new URL('/api/engine/frame-config', window.location.href), {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return [];
    const body = (await response.json()) as { parentOrigins?: unknown };
    return parseOrigins(Array.isArray(body.parentOrigins) ? body.parentOrigins.map(String) : []);
  } catch {
    return [];
  }
};

const start = async () => {
  const root = document.getElementById('assist')!;
  const params = readParams(window.location.search);
  const allowed = await loadParentOrigins();
  const parent =
    window.parent !== window ? parentOrigin(window.location, document.referrer, allowed) : undefined;
  let controller: AssistController | undefined;
  const render = createView(root, (stage) => controller?.colour(stage) ?? fallbackColour(stage));
  controller = new AssistController({
    location: window.location,
    ticket: params.ticket,
    createSocket: (url) => new WebSocket(url),
    // Always the parent's exact origin, never '*'.
    postToParent: parent ? (message) => window.parent.postMessage(message, parent) : undefined,
    onChange: render,
  });
  window.addEventListener('message', (event) => {
    if (window.parent === window || !isFromParent(event, window.parent, allowed)) return;
    controller?.fromParent(event.data);
  });
  render(controller.state);
  controller.connect();
};

void start();
