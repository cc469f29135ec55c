import { FieldResolver, Resolver, Root } from 'type-graphql';
import type { TaskRow } from '../../tasks/task.types';
import type { ApiServices } from '../context';
import { FileType } from '../types/file.type';
import { OcrTaskType, RegistryIssuanceTaskType } from '../types/task.type';

@Resolver(() => RegistryIssuanceTaskType)
export class RegistryIssuanceTaskResolver {
  constructor(private readonly services: ApiServices) {}

  @FieldResolver(() => FileType, {
    nullable: true,
    description: 'The issued registry PDF, once the task has succeeded.',
  })
  file(@Root() task: TaskRow) {
    return task.fileId ? this.services.files.byId(task.fileId) : null;
  }

  @FieldResolver(() => OcrTaskType, { nullable: true, description: 'The OCR task created when this task succeeded.' })
  ocrTask(@Root() task: TaskRow) {
    return this.services.tasks.childOf(task.id, 'OCR');
  }
}
