import { Field, ID, Int, ObjectType } from 'type-graphql';
import { FileKindEnum } from './enums';

@ObjectType('File', { description: 'A stored document (the issued registry PDF).' })
export class FileType {
  @Field(() => ID) id!: string;
  @Field(() => FileKindEnum) kind!: string;
  @Field() contentType!: string;
  @Field(() => Int) byteSize!: number;
  @Field() sha256!: string;
  @Field(() => String, { nullable: true, description: 'Text extracted by OCR, once the OCR task has succeeded.' })
  ocrText!: string | null;
  @Field(() => Date) createdAt!: Date;
}
