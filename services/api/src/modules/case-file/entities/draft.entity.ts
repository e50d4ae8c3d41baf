import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** The student's own wording of the letter for a case: one per case, saved as they type. */
@Entity({ name: 'drafts' })
export class Draft {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer', unique: true })
  analysisDocumentId!: number;

  @Column({ type: 'text' })
  text!: string;

  /** The first save: the timeline's "letter drafted". */
  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
