import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A signed-in browser. Only the SHA-256 of the cookie token is stored. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ name: 'tokenHash', type: 'char', length: 64 })
  tokenHash: string;

  @Index()
  @Column({ name: 'userId', type: 'integer' })
  userId: number;

  @CreateDateColumn({ name: 'createdAt', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expiresAt', type: 'timestamptz' })
  expiresAt: Date;
}
