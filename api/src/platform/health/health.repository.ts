import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The database questions the health routes ask. */
@Injectable()
export class HealthRepository {
  /**
   * Once every migration this code knows is applied it stays so for the life of the process
   * (migrations only move forward), so readiness then costs one `SELECT 1`.
   */
  private migrated = false;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** False when PostgreSQL does not answer. */
  async databaseUp(): Promise<boolean> {
    try {
      await this.db.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  /** Whether the schema has every migration of this release (a release's Job may still be running). */
  async migrationsApplied(): Promise<boolean> {
    if (!this.migrated) this.migrated = !(await this.db.showMigrations());
    return this.migrated;
  }
}
