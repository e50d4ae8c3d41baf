import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type SessionKind = 'user' | 'admin';

/**
 * A server-side session. The cookie holds a random token; only its SHA-256 is stored, so a
 * leaked table cannot be replayed as cookies.
 */
@Entity({ name: 'sessions' })
@Index('IDX_sessions_expires', ['expiresAt'])
@Index('IDX_sessions_user', ['userId'])
@Index('IDX_sessions_admin_user', ['adminUserId'])
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: SessionKind;

  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ type: 'integer', nullable: true })
  adminUserId!: number | null;

  @CreateDateColumn()
  createdAt!: Date;

  @Column({ type: 'datetime' })
  lastSeenAt!: Date;

  @Column({ type: 'datetime' })
  expiresAt!: Date;
}
