/**
 * pdfjs-dist, loaded on the first PDF read instead of at start-up, with the process's built-ins
 * kept native. Its legacy build (the one meant for Node) carries core-js polyfills that replace
 * built-ins for the whole process: on Node 20 `JSON.parse`, `JSON.stringify` and
 * `Array.prototype.push`, each many times slower than the engine's own and used by every request.
 * Whatever it adds (e.g. `Promise.withResolvers`, which it needs) stays; whatever it replaced is
 * put back. Checked by tests/unit/pdfBuiltins.test.ts.
 */
type Pdfjs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

const GUARDED: object[] = [
  JSON,
  Object,
  Array,
  Array.prototype,
  String.prototype,
  Promise,
  Map.prototype,
  Set.prototype,
  Object.getPrototypeOf(Uint8Array.prototype) as object,
  Math,
];

let loading: Promise<Pdfjs> | undefined;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const before = GUARDED.map((target) => Object.getOwnPropertyDescriptors(target));
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    // In Node pdfjs runs its worker in-process, importing it on the first document (and its own
    // polyfills with it); handed over here, it is loaded now, inside the guard.
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    GUARDED.forEach((target, index) => {
      for (const [key, descriptor] of Object.entries(before[index])) {
        const now = Object.getOwnPropertyDescriptor(target, key);
        if (now?.value !== descriptor.value || now?.get !== descriptor.get) Object.defineProperty(target, key, descriptor);
      }
    });
    return pdfjs;
  })();
  return loading;
}
