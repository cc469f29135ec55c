import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';

import { OcrDataMissingError } from './ocr.errors';
import { OCR_DATA_INSTALL_COMMAND } from './ocr.options';

/**
 * Fails with {@link OcrDataMissingError} naming the first absent or empty
 * `<language>.traineddata` under `langPath`. Run at start so a machine without the data fails
 * at boot with the fix in the message, not later inside a job with a wasm stack trace.
 */
export async function assertTrainedDataPresent(langPath: string, languages: readonly string[]): Promise<void> {
  for (const language of languages) {
    const file = path.resolve(langPath, `${language}.traineddata`);
    if (!(await isNonEmptyReadableFile(file))) {
      throw new OcrDataMissingError(file, OCR_DATA_INSTALL_COMMAND);
    }
  }
}

async function isNonEmptyReadableFile(file: string): Promise<boolean> {
  try {
    await access(file, constants.R_OK);
    const info = await stat(file);
    return info.isFile() && info.size > 0;
  } catch {
    return false;
  }
}
