import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An e-mailed sign-in link. Only the SHA-256 of the token is stored, so the table cannot be
 * turned back into working links; `usedAt` makes each link single use.
 */
@Entity({ name: 'sign_in_tokens' })
@Index('IDX_sign_in_tokens_expires', ['expiresAt'])
@Index('IDX_sign_in_tokens_email', ['email'])
export class SignInToken {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'varchar', length: 320 })
  email!: string;

  /** Where the browser continues after signing in (a same-site path), when the request named one. */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  next!: string | null;

  @CreateDateColumn()
  createdAt!: Date;

  @Column({ type: 'datetime' })
  expiresAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  usedAt!: Date | null;
}
