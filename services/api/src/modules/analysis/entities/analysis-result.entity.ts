import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { jsonText } from '../../../database/columns';
import { AnalysisDocument } from './analysis-document.entity';

@Entity({ name: 'analysis_results' })
export class AnalysisResult {
  @PrimaryGeneratedColumn()
  id!: number;

  /** One result per document: the analysis job can run twice and still leave one row. */
  @Column({ type: 'integer', unique: true })
  analysisDocumentId!: number;

  @OneToOne(() => AnalysisDocument, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'analysisDocumentId' })
  document?: AnalysisDocument;

  /** The report as a JSON string (the spec's contract with the UI). */
  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'text', nullable: true, transformer: jsonText<string[]>([]) })
  tags!: string[];

  @CreateDateColumn()
  createdAt!: Date;
}
