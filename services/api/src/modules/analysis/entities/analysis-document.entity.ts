import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const ANALYSIS_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const POLICY_SOURCES = ['link', 'upload', 'none'] as const;
export type PolicySource = (typeof POLICY_SOURCES)[number];

/** One name per student's submission (see AnalysisService.submit). */
export const SUBMISSION_KEY_INDEX = 'UQ_analysis_documents_user_submission';

/** A submitted case (spec 1 §3 "Analysis document") and the state of its analysis. */
@Entity({ name: 'analysis_documents' })
@Index('IDX_analysis_documents_user_created', ['userId', 'createdAt'])
@Index('IDX_analysis_documents_status_updated', ['status', 'updatedAt'])
@Index(SUBMISSION_KEY_INDEX, ['userId', 'submissionKey'], { unique: true })
export class AnalysisDocument {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The student (users.id, a foreign key the migrations create; their cases go with the account). */
  @Column({ type: 'integer' })
  userId!: number;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  /** The spec's combined text with labelled sections (Issue Category, Issue, ...). */
  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 100 })
  documentType!: string;

  @Column({ type: 'varchar', length: 50, default: 'pending' })
  status!: AnalysisStatus;

  /** The policy link, 'uploaded:<file name>', or 'no_document_provided' (spec 1 §7). */
  @Column({ type: 'varchar', length: 2048 })
  documentUrl!: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  policyLink!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  issueCategory!: string | null;

  @Column({ type: 'text', nullable: true })
  issueDescription!: string | null;

  @Column({ type: 'text', nullable: true })
  desiredResolution!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  actionTaken!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  universityName!: string | null;

  @Column({ type: 'varchar', length: 10, default: 'none' })
  policySource!: PolicySource;

  /** Random name of the stored upload under DATA_DIR/uploads; never derived from the user's file name. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  fileKey!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  fileName!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  fileType!: string | null;

  @Column({ type: 'integer', nullable: true })
  fileSize!: number | null;

  /** Why the analysis failed, written for the student. */
  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  /** The step the analysis is on, as the student sees it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  progress!: string | null;

  @Column({ type: 'integer', default: 0 })
  progressPercent!: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  producedBy!: string | null;

  /** Which policy source could not be used and why; the analysis then ran on the narrative. */
  @Column({ type: 'text', nullable: true })
  sourceNote!: string | null;

  /** The client's name for the submission (Idempotency-Key): a repeat answers this case. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  submissionKey!: string | null;

  /** The student's earlier case this one was started from (/remix/{id}), if any. */
  @Column({ type: 'integer', nullable: true })
  remixOfId!: number | null;

  /** How many times the analysis was started (the first run and each retry). */
  @Column({ type: 'integer', default: 1 })
  runs!: number;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
