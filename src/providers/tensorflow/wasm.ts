import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The folder of an installed package's main file, found in node_modules at run time (never bundled): model and .wasm files sit there. */
export function packageDirectory(name: string): string {
  const bases = [import.meta.url, pathToFileURL(path.join(process.cwd(), 'package.json')).href];
  for (const base of bases) {
    try {
      return path.dirname(createRequire(base).resolve(name));
    } catch {
      // try the next base
    }
  }
  throw new Error(`${name} is not installed (run npm install)`);
}

let starting: Promise<typeof import('@tensorflow/tfjs')> | undefined;

/**
 * TensorFlow.js on its wasm backend, started once per process and shared by
 * every local model (the photo model and the sentence encoder). A failed
 * start is retried by the next caller.
 */
export function tensorflow(): Promise<typeof import('@tensorflow/tfjs')> {
  starting ??= (async () => {
    const tf = await import('@tensorflow/tfjs');
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    wasm.setWasmPaths(`${packageDirectory('@tensorflow/tfjs-backend-wasm')}${path.sep}`);
    if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js wasm backend did not start');
    await tf.ready();
    return tf;
  })().catch((error: unknown) => {
    starting = undefined;
    throw error;
  });
  return starting;
}
