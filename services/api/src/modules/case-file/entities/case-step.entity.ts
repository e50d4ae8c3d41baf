import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SupportStage } from '@redress/domain';

/** A step the student took on a case (spec 1 §4 support stages), as they reported it. */
@Entity({ name: 'case_steps' })
@Index('IDX_case_steps_document', ['analysisDocumentId', 'id'])
export class CaseStep {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer' })
  analysisDocumentId!: number;

  @Column({ type: 'varchar', length: 30 })
  stage!: SupportStage;

  /** The day the step was taken (YYYY-MM-DD). */
  @Column({ type: 'varchar', length: 10 })
  takenOn!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  reference!: string | null;

  /** The day a decision was received (YYYY-MM-DD); the report's time limits run from it. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  decisionReceivedOn!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
