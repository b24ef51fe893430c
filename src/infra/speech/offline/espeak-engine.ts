// Runs the espeak-ng program (eSpeak NG compiled to WASM by Emscripten) once per synthesis. main()
// runs once per instance, and instantiating one costs ~250 ms here (the module embeds 18 MB of
// voice data), while main() itself takes 30-130 ms. So each thread keeps one instance ready,
// instantiated but not run, and makes the next after a synthesis, not while a request waits.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import ESpeakNg, { type ESpeakNgModule } from 'espeak-ng';

interface Prepared {
  module: ESpeakNgModule;
  exports: EspeakExports;
  /** eSpeak's stderr: option and file errors, never the text. */
  messages: string[];
}

interface EspeakExports {
  memory: WebAssembly.Memory;
  stackSave(): number;
  stackRestore(pointer: number): void;
  stackAlloc(bytes: number): number;
}

let compiled: Promise<WebAssembly.Module> | undefined;
let spare: Promise<Prepared> | undefined;

function espeakModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('espeak-ng');
    const wasmPath = entry.replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
    return WebAssembly.compile(await fs.promises.readFile(wasmPath));
  })();
  compiled.catch(() => (compiled = undefined));
  return compiled;
}

/** An instance with its runtime initialised and main() not yet run. */
async function prepare(): Promise<Prepared> {
  const wasm = await espeakModule();
  const messages: string[] = [];
  let raw: WebAssembly.Instance | undefined;
  let failed!: (error: unknown) => void;
  const instantiationFailed = new Promise<never>((_, reject) => (failed = reject));
  const started = ESpeakNg({
    arguments: [],
    noInitialRun: true,
    print: () => undefined,
    printErr: (line) => messages.push(line),
    // exit() inside main(): unwind out of it (runMain reads the status).
    quit: (_status, error) => {
      throw error;
    },
    instantiateWasm: (imports, receive) => {
      WebAssembly.instantiate(wasm, imports).then(
        (instance) => {
          raw = instance;
          receive(instance, wasm);
        },
        (error: unknown) => failed(error),
      );
      return {};
    },
  });
  const module = await Promise.race([started, instantiationFailed]);
  return { module, exports: raw!.exports as unknown as EspeakExports, messages };
}

/** Makes the next instance now if none is ready or on its way (a worker calls it when idle). */
export function prepareSpare(): Promise<void> {
  spare ??= prepare();
  const ready = spare;
  ready.catch(() => {
    if (spare === ready) spare = undefined;
  });
  return ready.then(() => undefined);
}

/**
 * Runs espeak-ng once on an instance of its own, leaving the ready one for requests: the first
 * main() compiles the code it runs (~100-300 ms), which a request would otherwise wait for.
 * Stops between steps once `stop()` says a request came. Returns the WAV, or null if stopped.
 */
export async function warmUp(
  args: string[],
  wavPath: string,
  stop: () => boolean,
): Promise<Uint8Array | null> {
  if (stop()) return null;
  const { module, exports } = await prepare();
  if (stop()) return null;
  return runMain(module, exports, args) === 0 ? module.FS.readFile(wavPath) : null;
}

function takeInstance(): Promise<Prepared> {
  const instance = spare ?? prepare();
  spare = undefined;
  return instance;
}

/**
 * Runs espeak-ng with `args` (which must write a WAV to `wavPath`) on a prepared instance and
 * returns the WAV bytes. Call prepareSpare() afterwards, when the result has been handed on.
 */
export async function runEspeak(args: string[], wavPath: string): Promise<Uint8Array> {
  const { module, exports, messages } = await takeInstance();
  const status = runMain(module, exports, args);
  try {
    if (status !== 0) throw new Error(`exit status ${status}`);
    return module.FS.readFile(wavPath);
  } catch {
    // eSpeak's own messages name options and files, never the text.
    throw new Error(
      `eSpeak NG wrote no audio${messages.length ? `: ${messages.join('; ').slice(0, 200)}` : ''}`,
    );
  }
}

/** main(argc, argv) with the arguments written on the instance's stack, as Emscripten does. */
function runMain(module: ESpeakNgModule, exports: EspeakExports, args: string[]): number {
  const encoder = new TextEncoder();
  const stack = exports.stackSave();
  try {
    const pointers = ['espeak-ng', ...args].map((arg) => {
      const bytes = encoder.encode(`${arg}\0`);
      const pointer = exports.stackAlloc(bytes.length);
      new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
      return pointer;
    });
    const argv = exports.stackAlloc((pointers.length + 1) * 4);
    const view = new Uint32Array(exports.memory.buffer, argv, pointers.length + 1);
    view.set([...pointers, 0]);
    return module._main(pointers.length, argv);
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number') return status;
    throw error;
  } finally {
    exports.stackRestore(stack);
  }
}
