export interface FileRow {
  id: string;
  kind: 'REGISTRY_PDF';
  taskId: string;
  nestId: string;
  storageKey: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  ocrText: string | null;
  createdAt: Date;
}

/** The object key of a task's file: fixed by the task, so a retry overwrites and never adds. */
export function registryPdfKey(nestId: string, taskId: string): string {
  return `registry/${nestId}/${taskId}.pdf`;
}
