/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-json.c: a client's JSON, read by json-glib (see ffb-serve-json.h).
 *
 * Why more than a json_parser_load_from_data: json-glib 1.6 (Debian 12) reads "{}{}" as a
 * document, replaces its first root by the second without freeing it, and says nothing. A
 * client could so make the server leak with every request, before any key is checked. The
 * text must start as an object; each value that opens at the top is counted as the parser
 * meets it, and a root already made is taken back from the parser and freed before the next
 * replaces it, so that nothing is lost; a text of more than one is refused. */
#include "ffb-serve-json.h"

typedef struct
{
  guint depth;
  guint roots;
} Nesting;

static void
on_open (JsonParser *parser, Nesting *nesting)
{
  if (nesting->depth++ == 0 && ++nesting->roots > 1)
    {
      JsonNode *earlier = json_parser_steal_root (parser);

      if (earlier != NULL)
        json_node_unref (earlier);
    }
}

static void
on_close (JsonParser *parser, gpointer value, Nesting *nesting)
{
  nesting->depth--;
}

/* Whether the first byte past white space opens an object: a scalar at the top, which no
 * signal tells of, never comes first. */
static gboolean
opens_an_object (const char *text, gsize length)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (text[i]))
      return text[i] == '{';
  return FALSE;
}

JsonNode *
ffb_serve_json_parse_object (const char *text, gsize length)
{
  g_autoptr(JsonParser) parser = NULL;
  Nesting nesting = { 0, 0 };
  JsonNode *root;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  if (!opens_an_object (text, length))
    return NULL;
  parser = json_parser_new_immutable ();
  g_signal_connect (parser, "object-start", G_CALLBACK (on_open), &nesting);
  g_signal_connect (parser, "array-start", G_CALLBACK (on_open), &nesting);
  g_signal_connect (parser, "object-end", G_CALLBACK (on_close), &nesting);
  g_signal_connect (parser, "array-end", G_CALLBACK (on_close), &nesting);
  if (!json_parser_load_from_data (parser, text, (gssize) length, NULL) || nesting.roots != 1)
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  return json_node_ref (root);
}
