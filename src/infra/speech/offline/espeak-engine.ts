// Runs the espeak-ng program (eSpeak NG compiled to WASM by Emscripten) once per synthesis, on one
// instance per thread. Starting an instance costs ~250 ms here (the module embeds 18 MB of voice
// data, which its runtime turns into files), while main() itself takes 30-130 ms; and main() only
// runs cleanly once, since eSpeak keeps its state in static variables. So the instance's memory is
// copied once it has started (32 MB, before main() ever ran) and put back before each run (~5 ms):
// every run starts from the same state as a fresh instance, at a fraction of the cost.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import ESpeakNg, { type ESpeakNgModule } from 'espeak-ng';

interface Engine {
  module: ESpeakNgModule;
  exports: EspeakExports;
  /** The instance's memory after start-up, before any main(). */
  snapshot: Uint8Array;
  /** eSpeak's stderr during the current run: option and file errors, never the text. */
  messages: string[];
}

interface EspeakExports {
  memory: WebAssembly.Memory;
  stackSave(): number;
  stackRestore(pointer: number): void;
  stackAlloc(bytes: number): number;
}

let compiled: Promise<WebAssembly.Module> | undefined;
let engine: Promise<Engine> | undefined;

function espeakModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('espeak-ng');
    const wasmPath = entry.replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
    return WebAssembly.compile(await fs.promises.readFile(wasmPath));
  })();
  compiled.catch(() => (compiled = undefined));
  return compiled;
}

/** An instance with its runtime started and main() not yet run, and a copy of its memory. */
async function startEngine(): Promise<Engine> {
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
  const exports = raw!.exports as unknown as EspeakExports;
  return { module, exports, snapshot: new Uint8Array(exports.memory.buffer).slice(), messages };
}

function currentEngine(): Promise<Engine> {
  if (!engine) {
    const starting = startEngine();
    starting.catch(() => {
      if (engine === starting) engine = undefined;
    });
    engine = starting;
  }
  return engine;
}

/** Starts this thread's instance now, if it has none (a worker calls it before any request). */
export function startEspeak(): Promise<void> {
  return currentEngine().then(() => undefined);
}

/**
 * Runs espeak-ng with `args`, which must write a WAV to `wavPath`, and returns the WAV bytes.
 * Synchronous from the moment the instance is ready, so runs on one thread never interleave.
 */
export async function runEspeak(args: string[], wavPath: string): Promise<Uint8Array> {
  const current = currentEngine();
  const { module, exports, snapshot, messages } = await current;
  messages.length = 0;
  new Uint8Array(exports.memory.buffer).set(snapshot);
  let status: number;
  try {
    status = runMain(module, exports, args);
  } catch (error) {
    // A trap or an abort leaves the runtime unusable: the next run starts a new instance.
    if (engine === current) engine = undefined;
    throw new Error(`eSpeak NG failed: ${(error as Error)?.message ?? String(error)}`, {
      cause: error,
    });
  }
  try {
    if (status !== 0) throw new Error(`exit status ${status}`);
    const wav = module.FS.readFile(wavPath);
    module.FS.unlink(wavPath);
    return wav;
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
    new Uint32Array(exports.memory.buffer, argv, pointers.length + 1).set([...pointers, 0]);
    return module._main(pointers.length, argv);
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number') return status;
    throw error;
  } finally {
    exports.stackRestore(stack);
  }
}
