// pdfjs-dist ships no types for its worker module; the app only hands it to pdfjs itself.
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs";
