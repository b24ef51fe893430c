// Types for the npm espeak-ng package (eSpeak NG compiled to WASM by Emscripten; ships no types).
declare module 'espeak-ng' {
  export interface ESpeakNgModule {
    FS: {
      readFile(path: string): Uint8Array;
      readFile(path: string, options: { encoding: 'utf8' }): string;
      unlink(path: string): void;
    };
    /** The program's main(argc, argv) (argv: pointers into the instance's memory). */
    _main(argc: number, argv: number): number;
  }

  export interface ESpeakNgOptions {
    /** Command-line arguments of the espeak-ng program; main() runs once per instance. */
    arguments: string[];
    /** Instantiate and initialise the runtime, but do not run main() yet. */
    noInitialRun?: boolean;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Called on exit(); the default sets process.exitCode. */
    quit?: (status: number, error: unknown) => void;
    /** Instantiate from an already compiled module (Emscripten's hook). */
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => Record<string, never>;
  }

  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
