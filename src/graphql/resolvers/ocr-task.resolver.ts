import { FieldResolver, Resolver, Root } from 'type-graphql';
import type { TaskRow } from '../../tasks/task.types';
import type { ApiServices } from '../context';
import { FileType } from '../types/file.type';
import { OcrTaskType, RegistryAnalysisTaskType, RegistryIssuanceTaskType } from '../types/task.type';

@Resolver(() => OcrTaskType)
export class OcrTaskResolver {
  constructor(private readonly services: ApiServices) {}

  @FieldResolver(() => FileType)
  async file(@Root() task: TaskRow) {
    return (await this.services.files.byId(task.fileId!))!;
  }

  @FieldResolver(() => RegistryIssuanceTaskType, { nullable: true })
  issuanceTask(@Root() task: TaskRow) {
    return task.parentId ? this.services.tasks.byId(task.parentId) : null;
  }

  @FieldResolver(() => RegistryAnalysisTaskType, {
    nullable: true,
    description: 'The registry analysis created when this task succeeded.',
  })
  analysisTask(@Root() task: TaskRow) {
    return this.services.tasks.childOf(task.id, 'REGISTRY_ANALYSIS');
  }
}
