import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 320, unique: true })
  email!: string;

  @Column({ type: 'boolean', default: false })
  emailVerified!: boolean;

  /** Kept for compatibility with the original identity-provider id; Google's subject id when signed in with Google. */
  @Column({ type: 'varchar', length: 128, nullable: true, unique: true })
  firebaseUid!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCustomerId!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeSubscriptionId!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  coinbaseCustomerId!: string | null;

  /** The name the student signs letters with; null until they give it. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  fullName!: string | null;

  @CreateDateColumn()
  createdAt!: Date;
}
