/**
 * Long loops over a request's input (5,000 imported questions) give other requests their turn:
 * Node runs one thing at a time, so a loop that never awaits I/O holds every other caller until it
 * ends. `takeTurn()` is awaited once per item; every `SLICE_MS` of work it waits one event-loop turn
 * (setImmediate), so the server answers others within about that long however large the input.
 */

const SLICE_MS = 20;

export function turnTaker(sliceMs = SLICE_MS) {
  let sliceStart = performance.now();
  return async function takeTurn() {
    if (performance.now() - sliceStart < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}
