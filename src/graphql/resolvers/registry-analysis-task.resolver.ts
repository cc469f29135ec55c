import { FieldResolver, Resolver, Root } from 'type-graphql';
import type { TaskRow } from '../../tasks/task.types';
import type { ApiServices } from '../context';
import { RegistryAnalysisType } from '../types/analysis.type';
import { OcrTaskType, RegistryAnalysisTaskType } from '../types/task.type';

@Resolver(() => RegistryAnalysisTaskType)
export class RegistryAnalysisTaskResolver {
  constructor(private readonly services: ApiServices) {}

  @FieldResolver(() => OcrTaskType)
  async ocrTask(@Root() task: TaskRow) {
    return (await this.services.tasks.byId(task.parentId!))!;
  }

  @FieldResolver(() => RegistryAnalysisType, { nullable: true, description: 'Present once the task has succeeded.' })
  analysis(@Root() task: TaskRow) {
    return this.services.registryAnalysisOf(task.id);
  }
}
