import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { findFile } from '../../files/file.storage';
import { clientErrorMessage } from '../../tasks/task-error.messages';
import type { TaskRow } from '../../tasks/task.types';
import type { ApiServices, GraphQLContext } from '../context';
import { FileType } from '../types/file.type';
import { NestType } from '../types/nest.type';
import { OcrTaskType, RegistryAnalysisTaskType, RegistryIssuanceTaskType, TaskType } from '../types/task.type';

/** Fields every task kind shares; type-graphql gives them to each implementing type. */
@Resolver(() => TaskType)
export class TaskResolver {
  constructor(private readonly services: ApiServices) {}

  @Query(() => TaskType, { nullable: true, description: "Any task of the caller's nests, by id." })
  task(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<TaskRow> {
    return this.services.tasks.getOwnedTask(ctx.userId, id);
  }

  @FieldResolver(() => NestType)
  async nest(@Root() task: TaskRow) {
    return (await this.services.nests.findNestById(task.nestId))!;
  }

  /**
   * The fixed sentence of the task's error code, never the row's raw `error_message` (SPEC §10).
   * Resolved here, on the schema, so queries and subscription pushes alike get it.
   */
  @FieldResolver(() => String, { nullable: true })
  errorMessage(@Root() task: TaskRow): string | null {
    return clientErrorMessage(task.errorCode);
  }

  @FieldResolver(() => TaskType, { nullable: true, description: "The FAILED task of the same nest whose work an operator's redrive runs again here." })
  redrivenFrom(@Root() task: TaskRow) {
    return task.redrivenFrom ? this.services.tasks.byId(task.redrivenFrom) : null;
  }
}

@Resolver(() => RegistryIssuanceTaskType)
export class RegistryIssuanceTaskResolver {
  constructor(private readonly services: ApiServices) {}

  @FieldResolver(() => FileType, { nullable: true, description: 'The issued registry PDF, once the task has succeeded.' })
  file(@Root() task: TaskRow) {
    return task.fileId ? findFile(this.services.db, task.fileId) : null;
  }

  @FieldResolver(() => OcrTaskType, { nullable: true, description: 'The OCR task created when this task succeeded.' })
  ocrTask(@Root() task: TaskRow) {
    return this.services.tasks.childOf(task.id, 'OCR');
  }
}

@Resolver(() => OcrTaskType)
export class OcrTaskResolver {
  constructor(private readonly services: ApiServices) {}

  @FieldResolver(() => FileType)
  async file(@Root() task: TaskRow) {
    return (await findFile(this.services.db, task.fileId!))!;
  }

  @FieldResolver(() => RegistryIssuanceTaskType, { nullable: true })
  issuanceTask(@Root() task: TaskRow) {
    return task.parentId ? this.services.tasks.byId(task.parentId) : null;
  }

  @FieldResolver(() => RegistryAnalysisTaskType, { nullable: true, description: 'The registry analysis created when this task succeeded.' })
  analysisTask(@Root() task: TaskRow) {
    return this.services.tasks.childOf(task.id, 'REGISTRY_ANALYSIS');
  }
}

@Resolver(() => FileType)
export class FileResolver {
  constructor(private readonly services: ApiServices) {}

  @FieldResolver(() => String, { description: 'A time-limited download URL.' })
  url(@Root() file: { storageKey: string }, @Arg('expiresInSeconds', () => Int, { nullable: true, defaultValue: 900 }) expiresInSeconds: number | null) {
    const seconds = Math.min(Math.max(expiresInSeconds ?? 900, 1), 7 * 24 * 3600);
    return this.services.storage.presignGet(file.storageKey, seconds);
  }
}
