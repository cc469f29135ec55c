import { registerEnumType } from 'type-graphql';
import { RIGHT_KINDS, RISK_LEVELS } from '../../registry-analysis/registry-analysis.types';
import { CLAUSE_STAGES, TASK_ERROR_CODES, TASK_KINDS, TASK_STATUSES } from '../../tasks/task.types';

/** GraphQL enums built from the domain's string unions, so the two can never drift apart. */
function enumOf<const T extends readonly string[]>(values: T): { [K in T[number]]: K } {
  return Object.fromEntries(values.map((v) => [v, v])) as { [K in T[number]]: K };
}

export const TaskStatusEnum = enumOf(TASK_STATUSES);
export const TaskKindEnum = enumOf(TASK_KINDS);
export const TaskErrorCodeEnum = enumOf(TASK_ERROR_CODES);
export const ClauseStageEnum = enumOf(CLAUSE_STAGES);
export const RiskLevelEnum = enumOf(RISK_LEVELS);
export const FileKindEnum = enumOf(['REGISTRY_PDF'] as const);
export const RegistryRightKindEnum = enumOf(RIGHT_KINDS);

registerEnumType(TaskStatusEnum, { name: 'TaskStatus' });
registerEnumType(TaskKindEnum, { name: 'TaskKind' });
registerEnumType(TaskErrorCodeEnum, { name: 'TaskErrorCode' });
registerEnumType(ClauseStageEnum, { name: 'ClauseStage' });
registerEnumType(RiskLevelEnum, { name: 'RiskLevel' });
registerEnumType(FileKindEnum, { name: 'FileKind' });
registerEnumType(RegistryRightKindEnum, { name: 'RegistryRightKind' });
