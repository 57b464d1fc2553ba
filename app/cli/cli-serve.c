/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cli-serve.c: `serve FILE [--battle ID] [--bind ADDR] [--port N] [--pairing-file SIDE:FILE]...`:
 * the players' own devices' server for one battle (issue 33, DESIGN.md "The players' own
 * devices"), until SIGINT or SIGTERM. It prints the address, never a key: each side's link
 * goes to its --pairing-file, of mode 0600, removed when the server stops (the key is dead by
 * then). The file is watched: a save by the app or another command is served at once.
 *
 * It is the server's host (ffb-serve-host.h): a device's action is the engine's edit on the
 * campaign loaded here, saved to FILE as every command saves (written beside it and renamed,
 * sealed and its write signed with the referee's key, which --passphrase-file unlocked), before
 * the devices see its effect. */
#include "cli-common.h"

#include <stdio.h>
#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <glib-unix.h>
#include <sodium.h>

#include "ffb-keyring.h"
#include "ffb-server.h"
#include "ffb-xml.h"

typedef struct
{
  const char *path;
  char *passphrase;       /* guarded memory, or NULL */
  FfbCampaign *campaign;  /* the one served, which the devices' actions edit */
  char *saved_etag;       /* the file as this process last saved it, or NULL */
  FfbServer *server;
  GMainLoop *loop;
} Serving;

static gboolean
on_signal (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_CONTINUE;
}

/* The campaign at `path` as the referee reads it: a player's view is made from the whole. */
static FfbCampaign *
load_for_referee (const char *path, const char *passphrase, GError **error)
{
  g_autoptr(FfbCampaign) campaign = ffb_xml_load_campaign_file_unlocked (path,
                                                                         FFB_READER_REFEREE,
                                                                         passphrase, error);

  if (campaign == NULL)
    return NULL;
  if (ffb_keyring_protects (campaign->keyring)
      && !ffb_keyring_is_unlocked (campaign->keyring, FFB_READER_REFEREE))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_PERM,
                   _("%s is sealed: give the referee's passphrase with --passphrase-file, so "
                     "that each side's view can be made."), path);
      return NULL;
    }
  return g_steal_pointer (&campaign);
}

/* The file's entity tag now, or NULL. */
static char *
file_etag (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_ETAG_VALUE,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  return info != NULL ? g_strdup (g_file_info_get_etag (info)) : NULL;
}

static void
serve_campaign (Serving *serving, FfbCampaign *campaign)
{
  ffb_campaign_ref (campaign);
  g_clear_pointer (&serving->campaign, ffb_campaign_unref);
  serving->campaign = campaign;
  ffb_server_set_campaign (serving->server, campaign);
}

/* The host's edit (ffb-serve-host.h): the engine's step on the campaign, which changes nothing
 * when it refuses, then the file saved as the other commands save it. A save that fails
 * leaves the file as it was: the campaign is read from it again, the choice not kept. */
static gboolean
apply_and_save (gpointer data, const char *battle_id, FfbServeEdit edit, gpointer edit_data,
                GError **error)
{
  Serving *serving = data;
  g_autoptr(GError) problem = NULL;
  g_autoptr(FfbCampaign) reloaded = NULL;

  if (!edit (serving->campaign, ffb_campaign_find_battle (serving->campaign, battle_id),
             edit_data, error))
    return FALSE;
  if (ffb_xml_save_campaign_file (serving->campaign, serving->path, &problem))
    {
      g_free (serving->saved_etag);
      serving->saved_etag = file_etag (serving->path);
      g_print (_("serve: a player's choice is saved to %s.\n"), serving->path);
      return TRUE;
    }
  reloaded = load_for_referee (serving->path, serving->passphrase, NULL);
  if (reloaded != NULL)
    serve_campaign (serving, reloaded);
  g_set_error (error, problem->domain, problem->code,
               _("The choice could not be saved, so it is not kept: %s"), problem->message);
  return FALSE;
}

static const FfbServeHost cli_host = { apply_and_save };

/* A save replaces the file (written beside it, then renamed): each event that may be one
 * reloads it; a file that does not load now (half there, or broken) leaves the last one served. */
static void
on_file_changed (GFileMonitor *monitor, GFile *file, GFile *other, GFileMonitorEvent event,
                 gpointer data)
{
  Serving *serving = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autofree char *etag = NULL;

  if (event != G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT && event != G_FILE_MONITOR_EVENT_CREATED
      && event != G_FILE_MONITOR_EVENT_MOVED_IN && event != G_FILE_MONITOR_EVENT_RENAMED)
    return;
  /* Its own save of a device's choice: served already, not read again. */
  etag = file_etag (serving->path);
  if (etag != NULL && g_strcmp0 (etag, serving->saved_etag) == 0)
    return;
  campaign = load_for_referee (serving->path, serving->passphrase, &error);
  if (campaign == NULL)
    {
      g_printerr (_("ffbridge-cli: serve: %s; the devices keep the last view.\n"),
                  error->message);
      return;
    }
  serve_campaign (serving, campaign);
  g_print (_("serve: %s changed; the devices were sent their new views.\n"), serving->path);
}

/* SIDE:FILE into its side and file; FALSE after saying what is wrong. */
static gboolean
parse_pairing (const char *spec, FfbSide *side, const char **file)
{
  const char *colon = strchr (spec, ':');
  g_autofree char *word = colon != NULL ? g_strndup (spec, colon - spec) : NULL;

  if (word == NULL || colon[1] == '\0' || !ffb_side_from_string (word, side))
    {
      ffb_cli_fail (_("serve: --pairing-file takes SIDE:FILE, SIDE union or confederate, not "
                      "“%s”."), spec);
      return FALSE;
    }
  *file = colon + 1;
  return TRUE;
}

/* Pairs a device for each SIDE:FILE and writes its link there, readable by its owner only. */
static gboolean
write_pairings (FfbServer *server, char **specs)
{
  for (guint i = 0; specs != NULL && specs[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      const char *file;
      FfbSide side;
      char *link;
      g_autofree char *line = NULL;
      gboolean written;

      if (!parse_pairing (specs[i], &side, &file))
        return FALSE;
      link = ffb_server_pair (server, side, NULL);
      line = g_strconcat (link, "\n", NULL);
      ffb_serve_secret_free (link);
      written = g_file_set_contents_full (file, line, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600,
                                          &error);
      sodium_memzero (line, strlen (line));
      if (!written)
        {
          ffb_cli_fail (_("serve: the link could not be written to %s: %s."), file,
                        error->message);
          return FALSE;
        }
      g_print (_("serve: the %s player's link is in %s.\n"), ffb_side_display_name (side), file);
    }
  return TRUE;
}

static void
remove_pairings (char **specs)
{
  for (guint i = 0; specs != NULL && specs[i] != NULL; i++)
    {
      const char *colon = strchr (specs[i], ':');

      if (colon != NULL && colon[1] != '\0')
        g_unlink (colon + 1);
    }
}

/* Serves until a signal; the exit status. */
static int
run (Serving *serving, FfbBattle *battle, const char *bind, int port, char **pairings)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (serving->path);
  g_autoptr(GFileMonitor) monitor = NULL;
  g_autofree char *host = NULL;
  guint on_int, on_term;

  if (port < 0 || !ffb_server_start (serving->server, bind, (guint) port, &error))
    return ffb_cli_fail (_("serve: cannot listen on %s port %d: %s"), bind, port,
                         error != NULL ? error->message : _("no such port."));
  if (!write_pairings (serving->server, pairings))
    {
      remove_pairings (pairings);
      return FFB_EXIT_BAD_INPUT;
    }
  monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
  if (monitor != NULL)
    g_signal_connect (monitor, "changed", G_CALLBACK (on_file_changed), serving);
  serving->loop = g_main_loop_new (NULL, FALSE);
  on_int = g_unix_signal_add (SIGINT, on_signal, serving->loop);
  on_term = g_unix_signal_add (SIGTERM, on_signal, serving->loop);
  host = ffb_server_get_host (serving->server);
  /* Last, so that a script that waits for this line finds the links written. */
  g_print (_("serve: the players' page of “%s” is at http://%s%s%s:%u/ (Ctrl+C stops it).\n"),
           battle->name, strchr (host, ':') != NULL ? "[" : "", host,
           strchr (host, ':') != NULL ? "]" : "", ffb_server_get_port (serving->server));
  fflush (stdout);
  g_main_loop_run (serving->loop);
  g_source_remove (on_int);
  g_source_remove (on_term);
  ffb_server_stop (serving->server);
  /* The closed connections finish in the main context: let them, before the process ends. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  remove_pairings (pairings);
  g_clear_pointer (&serving->loop, g_main_loop_unref);
  g_print (_("serve: stopped; every device is unpaired.\n"));
  return FFB_EXIT_OK;
}

int
ffb_cli_serve (int argc, char **argv)
{
  g_autofree char *battle_id = NULL, *bind = NULL;
  g_auto(GStrv) pairings = NULL;
  int port = 0, status;
  GOptionEntry entries[] = {
    ffb_cli_battle_option (&battle_id, NULL),
    { "bind", 0, 0, G_OPTION_ARG_STRING, &bind,
      N_("Listen on ADDR (default: 127.0.0.1, this machine only; 0.0.0.0 for the table's "
         "network)"), "ADDR" },
    { "port", 0, 0, G_OPTION_ARG_INT, &port, N_("Listen on port N (default: 0, a free one)"),
      "N" },
    { "pairing-file", 0, 0, G_OPTION_ARG_STRING_ARRAY, &pairings,
      N_("Pair a device for SIDE and write its link to FILE, readable by you only (repeatable)"),
      "SIDE:FILE" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbCampaign) campaign = NULL;
  g_autoptr(FfbServer) server = NULL;
  Serving serving = { 0 };
  FfbBattle *battle;

  if (!ffb_cli_parse_options ("serve", "FILE", entries, &argc, &argv))
    return FFB_EXIT_BAD_INPUT;
  if (argc != 2)
    return ffb_cli_fail (_("serve: give exactly one campaign file."));
  serving.path = argv[1];
  if (ffb_cli_passphrase_file () != NULL
      && (serving.passphrase = ffb_cli_read_passphrase_file (ffb_cli_passphrase_file (),
                                                             &error)) == NULL)
    return ffb_cli_fail ("serve: %s", error->message);
  campaign = load_for_referee (serving.path, serving.passphrase, &error);
  battle = campaign != NULL ? ffb_cli_pick_battle (campaign, battle_id, serving.path) : NULL;
  if (campaign == NULL)
    status = ffb_cli_fail ("serve: %s", error->message);
  else if (battle == NULL)
    status = FFB_EXIT_BAD_INPUT;
  else
    {
      server = ffb_server_new (campaign, battle->id);
      serving.server = server;
      serving.campaign = ffb_campaign_ref (campaign);
      ffb_server_set_host (server, &cli_host, &serving, NULL);
      status = run (&serving, battle, bind != NULL ? bind : "127.0.0.1", port, pairings);
    }
  if (server != NULL)
    ffb_server_set_host (server, NULL, NULL, NULL);
  g_clear_pointer (&serving.campaign, ffb_campaign_unref);
  g_free (serving.saved_etag);
  if (serving.passphrase != NULL)
    sodium_free (serving.passphrase);
  return status;
}
