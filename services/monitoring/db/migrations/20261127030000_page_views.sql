-- migrate:up
-- The SPA's own navigations (a route change loads no document from the gateway), counted per minute and page;
-- "Most accessed pages" adds them to the document loads the gateway saw.
CREATE TABLE page_view_rollups (
  minute timestamptz(0) NOT NULL,
  path text NOT NULL,
  views integer NOT NULL,
  PRIMARY KEY (minute, path)
);

-- migrate:down
DROP TABLE page_view_rollups;
