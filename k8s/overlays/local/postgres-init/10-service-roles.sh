#!/bin/sh
# One Postgres role per data service, owning the schema named after it and nothing else: the services run
# their own migrations as that owner. Postgres' image runs the files of /docker-entrypoint-initdb.d once, on an
# empty data directory (docker-compose.yml mounts this folder there, the local overlay a ConfigMap made from it).
# The passwords: IDENTITY_DB_PASSWORD, CATALOG_DB_PASSWORD, CONTENT_DB_PASSWORD and MEDIA_DB_PASSWORD.
# Written so that the image's entrypoint may source it as well as run it: no `set -u`, no `exit`.
set -e

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v db="$POSTGRES_DB" <<'SQL'
-- Only the roles granted below may connect; nobody but the superuser creates objects in public (Postgres 15+).
REVOKE ALL ON DATABASE :"db" FROM PUBLIC;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
-- The catalogue's search index uses trigrams; the catalog migration's CREATE EXTENSION IF NOT EXISTS then finds it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
SQL

for service in identity catalog content media; do
  variable="$(echo "$service" | tr 'a-z' 'A-Z')_DB_PASSWORD"
  eval "password=\${$variable:?set $variable to the password of the $service role}"
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
    -v db="$POSTGRES_DB" -v role="$service" -v password="$password" <<'SQL'
CREATE ROLE :"role" LOGIN PASSWORD :'password';
CREATE SCHEMA :"role" AUTHORIZATION :"role";
-- Connecting only: the schema exists already, so a service never needs to create one.
GRANT CONNECT ON DATABASE :"db" TO :"role";
SQL
done
