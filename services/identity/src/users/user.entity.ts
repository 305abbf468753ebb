import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_ROLE, type UserView } from '@lora/contracts';

/** SPEC §3 users: the value 'admin' in role marks an administrator. */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  username: string;

  /** argon2id hash, never the password itself. */
  @Column({ type: 'text' })
  password: string;

  @Column({ type: 'text', default: DEFAULT_ROLE })
  role: string;

  @CreateDateColumn({ name: 'createdAt', type: 'timestamptz' })
  createdAt: Date;
}

export function toUserView(user: User): UserView {
  return { id: user.id, username: user.username, role: user.role, createdAt: user.createdAt.toISOString() };
}
