// The OCR capability as the OCR worker sees it (SPEC §4.4). Domain code: no queue, no database.
export { createOcrEngine, type OcrEngineDependencies } from './ocr.engine';
export {
  createIsolatedOcrEngine,
  type IsolatedExtractOptions,
  type IsolatedOcrEngine,
  type IsolatedOcrEngineOptions,
} from './ocr-child.engine';
export type { OcrChildFault } from './ocr-child.protocol';
export type { ExtractTextOptions, OcrEngine, OcrMethod, OcrPageProgress, OcrResult } from './ocr.types';
export { OCR_DATA_INSTALL_COMMAND, type OcrEngineOptions, type OcrLogger } from './ocr.options';
export {
  isRetryableOcrError,
  OcrChildCrashError,
  OcrChildTimeoutError,
  type OcrChildExit,
  OcrDataMissingError,
  OcrEngineError,
  OcrError,
  OcrInputError,
  type OcrInputProblem,
} from './ocr.errors';
export { normalizeOcrText } from './ocr-text.normalizer';
export type { PageRecognizer, RecognizerSettings } from './tesseract.recognizer';
