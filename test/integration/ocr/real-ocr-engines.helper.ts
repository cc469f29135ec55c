import { after, before } from 'node:test';

import { createOcrEngine, OcrDataMissingError, type OcrEngine, type OcrEngineOptions } from '../../../src/ocr';

/** Real OCR engines for the tests of one `describe`, or why there are none. */
export interface RealOcrEngines {
  /** One engine per variant asked for, in order; empty until started, or when the data is missing. */
  engines: OcrEngine[];
  /** Why there are no engines: the trained data is missing (the setup script's command is named). */
  missing: string | null;
}

/**
 * Starts one engine per variant of the options before the tests of the enclosing `describe` and
 * ends them after. Missing trained data is a reason to skip, said once; any other failure fails.
 */
export function realOcrEngines(...variants: OcrEngineOptions[]): RealOcrEngines {
  const state: RealOcrEngines = { engines: [], missing: null };
  before(async () => {
    const [first = {}, ...others] = variants.length > 0 ? variants : [{}];
    const engine = createOcrEngine(first);
    try {
      await engine.init();
    } catch (error) {
      if (!(error instanceof OcrDataMissingError)) throw error;
      state.missing = `OCR trained data missing, run \`sudo bash scripts/setup-ocr-data.sh\`: ${error.message}`;
      return;
    }
    state.engines = [engine, ...others.map((options) => createOcrEngine(options))];
  });
  after(async () => {
    for (const engine of state.engines) await engine.terminate();
  });
  return state;
}
