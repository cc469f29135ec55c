import { Arg, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { ApiServices } from '../context';
import { FileType } from '../types/file.type';

@Resolver(() => FileType)
export class FileResolver {
  constructor(private readonly services: ApiServices) {}

  @FieldResolver(() => String, { description: 'A time-limited download URL.' })
  url(
    @Root() file: { storageKey: string },
    @Arg('expiresInSeconds', () => Int, { nullable: true, defaultValue: 900 }) expiresInSeconds: number | null,
  ) {
    const seconds = Math.min(Math.max(expiresInSeconds ?? 900, 1), 7 * 24 * 3600);
    return this.services.files.downloadUrl(file.storageKey, seconds);
  }
}
