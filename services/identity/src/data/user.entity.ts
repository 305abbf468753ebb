import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
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

  /** Moves on every change (role, password): a change based on an older one is refused (412). */
  @VersionColumn({ default: 1 })
  version: number;
}

export function toUserView(user: User): UserView {
  return { id: user.id, username: user.username, role: user.role, version: user.version, createdAt: user.createdAt.toISOString() };
}
