// The OCR capability as the OCR worker sees it (SPEC §4.4). Domain code: no queue, no database.
export { createOcrEngine, type OcrEngineDependencies } from './ocr.engine';
export type { ExtractTextOptions, OcrEngine, OcrMethod, OcrPageProgress, OcrResult } from './ocr.types';
export { OCR_DATA_INSTALL_COMMAND, type OcrEngineOptions, type OcrLogger } from './ocr.options';
export {
  isRetryableOcrError,
  OcrDataMissingError,
  OcrEngineError,
  OcrError,
  OcrInputError,
  type OcrInputProblem,
} from './ocr.errors';
export { normalizeOcrText } from './ocr-text.normalizer';
export type { PageRecognizer, RecognizerSettings } from './tesseract.recognizer';
