import { createOcrEngine } from './ocr.engine';
import {
  toOcrErrorData,
  type OcrChildFault,
  type OcrChildOptions,
  type OcrChildReply,
  type OcrChildRequest,
} from './ocr-child.protocol';
import { loadPdfJs } from './pdf-document.loader';
import { startRecognizer, type PageRecognizer } from './tesseract.recognizer';
import { log } from '../logging/logger';

/**
 * Entry of the OCR child process, forked by `ocr-child.process.ts` with its engine options as the
 * one argument. It holds one OCR engine for its whole life, so the tesseract worker and its Korean
 * model stay loaded between jobs, and answers one request at a time (see ocr-child.protocol.ts).
 *
 * Its parent owns it: the child ends when the channel closes, whether the parent stopped it or
 * died. Ctrl-C and a service manager's SIGTERM reach the whole process group, but the parent
 * drains its running job before it stops, and that job needs this child until then: the child
 * ignores both signals and leaves when its parent lets go.
 */
const options = JSON.parse(process.argv[2] ?? '{}') as OcrChildOptions;

/** The request being served: its fault and how many of its pages went to tesseract so far. */
let current: { fault?: OcrChildFault; ocrPages: number } = { ocrPages: 0 };

const engine = createOcrEngine(options, {
  startRecognizer: async (settings) => withInjectedFaults(await startRecognizer(settings)),
});

function reply(message: OcrChildReply): void {
  process.send?.(message);
}

async function serve(request: OcrChildRequest): Promise<void> {
  current = { ...(request.fault ? { fault: request.fault } : {}), ocrPages: 0 };
  try {
    const result = await engine.extractText(request.pdf, {
      onProgress: (progress) => reply({ type: 'progress', id: request.id, progress }),
    });
    reply({ type: 'result', id: request.id, result });
  } catch (error) {
    reply({ type: 'failure', id: request.id, error: toOcrErrorData(error) });
  }
}

/** The recognizer, with the request's fault fired as its page starts recognition: where native code fails. */
function withInjectedFaults(recognizer: PageRecognizer): PageRecognizer {
  const pageStarts = (): void => {
    current.ocrPages += 1;
    if (current.fault?.ocrPage === current.ocrPages) injectFault(current.fault.kind);
  };
  return {
    recognize(image) {
      pageStarts();
      return recognizer.recognize(image);
    },
    ...(recognizer.recognizeLayout
      ? {
          recognizeLayout(image: Buffer) {
            pageStarts();
            return recognizer.recognizeLayout!(image);
          },
        }
      : {}),
    ...(recognizer.recognizeLine
      ? { recognizeLine: (image: Buffer, dpi: number) => recognizer.recognizeLine!(image, dpi) }
      : {}),
    terminate: () => recognizer.terminate(),
  };
}

function injectFault(kind: OcrChildFault['kind']): void {
  log().warn({ fault: kind, page: current.ocrPages }, 'chaos: OCR child fault at a page sent to tesseract');
  if (kind === 'crash') process.kill(process.pid, 'SIGSEGV');
  // Blocks this thread for good without spinning: the child answers nothing, as in a wedged native
  // call. Also keeps a crash from going on should the signal be delayed.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
}

process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
process.on('disconnect', () => process.exit(0));
process.on('message', (message) => void serve(message as OcrChildRequest));
// pdfjs is loaded before the child says it is ready, so the first job does not wait for it. A
// failure to load is not fatal here: each job then fails with the loader's own message.
void loadPdfJs()
  .catch(() => undefined)
  .then(() => reply({ type: 'ready' }));
