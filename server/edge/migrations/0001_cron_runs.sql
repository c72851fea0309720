-- Platform spike: one row per run of the Worker's scheduled handler (server/edge/worker.ts).
CREATE TABLE IF NOT EXISTS cron_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cron TEXT NOT NULL,
  scheduled_time INTEGER NOT NULL,
  ran_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
