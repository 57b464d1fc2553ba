/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-phones.c: the players' server with two phones paired, on loopback (issue 33, "Done
 * when"; tests/bench/README.md). The phones are the page's part done in C (ffb-test-phone.h):
 * they seal their requests and open their views with libsodium.
 *
 * 1. From a card pick on one phone to the reveal shown on the other: the Confederate phone
 *    sends its C1 pick (the Union's is in); the laptop's host applies it and reveals at once
 *    (the referee's press, with no person's delay); the figure ends when the Union phone has
 *    opened the view of the reveal from its event stream. Median and 95th percentile.
 * 2. The process's memory over an hour of simulated play, as fast as it runs: both phones'
 *    streams open, each phone asking its view every 2 s and acting every 30 s, an edit on the
 *    laptop every 10 s (each sending both streams their views). Resident memory after the
 *    first tenth and at the end.
 * 3. A flood from an unpaired client at another loopback address (127.0.0.2), in a thread of
 *    its own, eight requests in flight, while the laptop edits every 250 ms: the requests it
 *    refuses a second, and how long the paired phones wait for each edit's view.
 *
 *   bench-phones [--rounds N] [--minutes M] [--flood-seconds S]
 *
 * Exits 1 when an aim is missed: a view later than 0.5 s under the flood, or memory growing
 * over the hour by more than a tenth. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sodium.h>

#include "bench-median.h"
#include "ffb-cards.h"
#include "ffb-server.h"
#include "ffb-test-neutral.h"
#include "ffb-test-phone.h"

typedef struct
{
  FfbServer *server;
  SoupSession *session;
  char *base;
  FfbTestPhone phones[FFB_N_SIDES];
  FfbTestEvents events[FFB_N_SIDES];
  SoupMessage *streams[FFB_N_SIDES];
  FfbCampaign *campaign;
} Table;

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

static long
resident_kib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL)
      || (line = strstr (status, "VmRSS:")) == NULL)
    return -1;
  return strtol (line + strlen ("VmRSS:"), NULL, 10);
}

/* The laptop's host: the phone's edit, then the reveal at once when both have picked. */
static gboolean
apply_and_reveal (gpointer data, const char *battle_id, FfbServeEdit edit, gpointer edit_data,
                  GError **error)
{
  Table *table = data;
  FfbBattle *battle = ffb_campaign_find_battle (table->campaign, battle_id);
  g_autoptr(FfbActivation) state = NULL;

  if (!edit (table->campaign, battle, edit_data, error))
    return FALSE;
  state = ffb_cards_state (battle, NULL);
  if (state->pick[FFB_SIDE_UNION] != NULL && state->pick[FFB_SIDE_CONFEDERATE] != NULL)
    g_assert_true (ffb_cards_choose (battle, FFB_CARD_STEP_REVEAL, -1, NULL, NULL));
  return TRUE;
}

static const FfbServeHost host = { apply_and_reveal };

static void
serve (Table *table, FfbCampaign *campaign)
{
  g_clear_pointer (&table->campaign, ffb_campaign_unref);
  table->campaign = campaign;
  ffb_server_set_campaign (table->server, campaign);
}

/* The next view on `side`'s stream, opened with his key (a check that it is his). */
static void
next_view (Table *table, FfbSide side)
{
  g_autofree char *sealed = ffb_test_events_next (&table->events[side]);
  g_autoptr(JsonObject) opened = NULL;

  g_assert_nonnull (sealed);
  opened = ffb_test_phone_open (sealed, table->phones[side].key);
  g_assert_nonnull (opened);
}

static void
table_set_up (Table *table, guint burst, guint per_second)
{
  g_autoptr(GError) error = NULL;

  memset (table, 0, sizeof *table);
  table->campaign = ffb_test_picking_campaign ();
  table->server = ffb_server_new (table->campaign, "test");
  ffb_server_set_rate (table->server, burst, per_second);
  ffb_server_set_host (table->server, &host, table, NULL);
  if (!ffb_server_start (table->server, "127.0.0.1", 0, &error))
    g_error ("bench-phones: %s", error->message);
  table->base = g_strdup_printf ("http://127.0.0.1:%u", ffb_server_get_port (table->server));
  table->session = soup_session_new_with_options ("max-conns-per-host", 16, NULL);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      char *link = ffb_server_pair (table->server, side, NULL);
      guint status = 0;

      ffb_test_phone_from_link (link, &table->phones[side]);
      ffb_serve_secret_free (link);
      table->streams[side] = ffb_test_events_open (table->session, table->base,
                                                   &table->phones[side], &table->events[side],
                                                   &status);
      g_assert_cmpuint (status, ==, 200);
      next_view (table, side);
    }
}

static void
table_tear_down (Table *table)
{
  ffb_server_stop (table->server);
  for (int side = 0; side < FFB_N_SIDES; side++)
    {
      ffb_test_events_clear (&table->events[side]);
      g_clear_object (&table->streams[side]);
    }
  g_clear_object (&table->session);
  g_clear_object (&table->server);
  g_clear_pointer (&table->campaign, ffb_campaign_unref);
  g_free (table->base);
  sodium_memzero (table->phones, sizeof table->phones);
}

typedef struct
{
  gboolean done;
  guint status;
} Sent;

static void
on_sent (GObject *source, GAsyncResult *result, gpointer data)
{
  Sent *sent = data;
  g_autoptr(GBytes) body = soup_session_send_and_read_finish (SOUP_SESSION (source), result,
                                                              NULL);

  sent->done = TRUE;
}

/* `side`'s sealed request `what` sent; answered when `sent->done`. */
static void
send_async (Table *table, FfbSide side, const char *what, Sent *sent)
{
  g_autofree char *body = ffb_test_phone_seal (&table->phones[side], table->phones[side].key,
                                               what);
  g_autofree char *url = g_strconcat (table->base, "/api/request", NULL);
  g_autoptr(SoupMessage) msg = soup_message_new ("POST", url);
  g_autoptr(GBytes) bytes = g_bytes_new (body, strlen (body));

  sent->done = FALSE;
  soup_message_set_request_body_from_bytes (msg, "application/json", bytes);
  soup_session_send_and_read_async (table->session, msg, G_PRIORITY_DEFAULT, NULL, on_sent,
                                    sent);
}

static void
wait_sent (Sent *sent)
{
  while (!sent->done)
    g_main_context_iteration (NULL, TRUE);
}

/* A C1 pick as the page sends it (seal_request's "what" with the "with" riding after it). */
static char *
pick_request (Table *table)
{
  g_autoptr(FfbActivation) state = ffb_cards_state (ffb_test_battle (table->campaign), NULL);

  return g_strdup_printf ("act\",\"with\":{\"action\":\"c1-pick\",\"card\":\"%s\"},\"x\":\"",
                          (char *) g_ptr_array_index (state->hand[FFB_SIDE_CONFEDERATE], 0));
}

static void
bench_pick_to_reveal (guint rounds)
{
  Table table;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));

  table_set_up (&table, G_MAXUINT / 2, G_MAXUINT / 2);
  for (guint r = 0; r < rounds; r++)
    {
      g_autofree char *what = NULL;
      Sent sent;
      double start, shown;

      serve (&table, ffb_test_picking_campaign ());
      for (int side = 0; side < FFB_N_SIDES; side++)
        next_view (&table, side);
      what = pick_request (&table);
      start = now_ms ();
      send_async (&table, FFB_SIDE_CONFEDERATE, what, &sent);
      next_view (&table, FFB_SIDE_UNION);
      shown = now_ms ();
      g_array_append_val (times, (double) { shown - start });
      wait_sent (&sent);
      next_view (&table, FFB_SIDE_CONFEDERATE);
      {
        g_autoptr(FfbActivation) state = ffb_cards_state (ffb_test_battle (table.campaign),
                                                          NULL);

        g_assert_cmpint (state->phase, !=, FFB_ACTIVATION_PICKING);
      }
    }
  table_tear_down (&table);
  g_array_sort (times, bench_compare_doubles);
  printf ("from a pick on one phone to the reveal on the other: median %.2f ms, 95th "
          "percentile %.2f ms (%u rounds)\n", bench_median (times),
          g_array_index (times, double, (guint) (times->len * 0.95)), rounds);
}

/* One simulated second `s` of play: what the phones and the laptop do then. */
static void
play_second (Table *table, guint s, const char *pick)
{
  for (int side = 0; side < FFB_N_SIDES && s % 2 == 0; side++)
    {
      Sent sent;

      send_async (table, side, "view", &sent);
      wait_sent (&sent);
    }
  for (int side = 0; side < FFB_N_SIDES && s % 30 == 0; side++)
    {
      Sent sent;

      /* The first is taken, the rest refused with the engine's sentence: both paths. */
      send_async (table, side, pick, &sent);
      wait_sent (&sent);
      if (side == FFB_SIDE_CONFEDERATE && s == 0)
        for (int each = 0; each < FFB_N_SIDES; each++)
          next_view (table, each);
    }
  if (s % 10 == 5)
    {
      ffb_server_campaign_changed (table->server);
      for (int side = 0; side < FFB_N_SIDES; side++)
        next_view (table, side);
    }
}

/* Returns FALSE when memory grew by more than a tenth from the first tenth to the end. */
static gboolean
bench_an_hour (guint minutes)
{
  Table table;
  g_autofree char *pick = NULL;
  guint seconds = minutes * 60;
  long early = -1, late;

  table_set_up (&table, G_MAXUINT / 2, G_MAXUINT / 2);
  pick = pick_request (&table);
  for (guint s = 0; s < seconds; s++)
    {
      play_second (&table, s, pick);
      if (s == seconds / 10)
        early = resident_kib ();
    }
  late = resident_kib ();
  g_assert_cmpuint (ffb_server_count_streams (table.server), ==, FFB_N_SIDES);
  table_tear_down (&table);
  printf ("%u minutes of simulated play, both phones paired: resident %ld KiB after %u "
          "minutes, %ld KiB at the end (%+ld KiB)\n", minutes, early, minutes / 10, late,
          late - early);
  return late - early <= early / 10;
}

/* The flood: an unpaired client at 127.0.0.2, in a thread with its own main context. */
typedef struct
{
  char *url;
  double until;
  guint answered;
  guint refused;
  guint in_flight;
  GMainContext *context;
  gint finished;       /* set by the thread when its last request is answered */
} Flood;

static void flood_send (Flood *flood, SoupSession *session);

static void
on_flood_answer (GObject *source, GAsyncResult *result, gpointer data)
{
  Flood *flood = data;
  SoupMessage *msg = soup_session_get_async_result_message (SOUP_SESSION (source), result);
  g_autoptr(GBytes) body = soup_session_send_and_read_finish (SOUP_SESSION (source), result,
                                                              NULL);
  guint status = soup_message_get_status (msg);

  flood->in_flight--;
  flood->answered++;
  if (status == 403 || status == 429 || status == 400)
    flood->refused++;
  if (now_ms () < flood->until)
    flood_send (flood, SOUP_SESSION (source));
}

static void
flood_send (Flood *flood, SoupSession *session)
{
  static const char body[] = "{\"device\":\"00000000000000000000000000000000\",\"n\":1,"
                             "\"nonce\":\"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\","
                             "\"box\":\"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\"}";
  g_autoptr(SoupMessage) msg = soup_message_new ("POST", flood->url);
  g_autoptr(GBytes) bytes = g_bytes_new_static (body, sizeof body - 1);

  soup_message_set_request_body_from_bytes (msg, "application/json", bytes);
  flood->in_flight++;
  soup_session_send_and_read_async (session, msg, G_PRIORITY_DEFAULT, NULL, on_flood_answer,
                                    flood);
}

static gpointer
flood_run (gpointer data)
{
  Flood *flood = data;
  g_autoptr(GInetAddress) address = g_inet_address_new_from_string ("127.0.0.2");
  g_autoptr(GSocketAddress) local = g_inet_socket_address_new (address, 0);
  SoupSession *session;

  g_main_context_push_thread_default (flood->context);
  session = soup_session_new_with_options ("local-address", local, "max-conns-per-host", 8,
                                           NULL);
  for (int i = 0; i < 8; i++)
    flood_send (flood, session);
  while (flood->in_flight > 0)
    g_main_context_iteration (flood->context, TRUE);
  g_object_unref (session);
  g_main_context_pop_thread_default (flood->context);
  g_atomic_int_set (&flood->finished, 1);
  return NULL;
}

static gboolean
on_quarter (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for `ms`: the server answers the flood meanwhile. */
static void
serve_for (guint ms)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

  g_timeout_add (ms, on_quarter, loop);
  g_main_loop_run (loop);
}

/* Returns FALSE when a paired phone waited over 0.5 s for a view. */
static gboolean
bench_flood (guint seconds)
{
  Table table;
  Flood flood = { 0 };
  GThread *thread;
  g_autoptr(GArray) waits = g_array_new (FALSE, FALSE, sizeof (double));
  double start, worst;

  table_set_up (&table, 40, 20);
  flood.url = g_strconcat (table.base, "/api/request", NULL);
  flood.context = g_main_context_new ();
  start = now_ms ();
  flood.until = start + seconds * 1000.0;
  thread = g_thread_new ("flood", flood_run, &flood);
  while (now_ms () < flood.until)
    {
      double changed = now_ms ();

      ffb_server_campaign_changed (table.server);
      for (int side = 0; side < FFB_N_SIDES; side++)
        next_view (&table, side);
      g_array_append_val (waits, (double) { now_ms () - changed });
      serve_for (250);
    }
  /* The thread's last requests are answered by this loop. */
  while (!g_atomic_int_get (&flood.finished))
    g_main_context_iteration (NULL, FALSE);
  g_thread_join (thread);
  table_tear_down (&table);
  g_array_sort (waits, bench_compare_doubles);
  worst = g_array_index (waits, double, waits->len - 1);
  printf ("an unpaired flood from 127.0.0.2 for %u s: %.0f requests refused a second (%u of "
          "%u answered); each edit's view reached both paired phones in median %.1f ms, at "
          "worst %.1f ms\n", seconds, flood.refused / (double) seconds, flood.refused,
          flood.answered, bench_median (waits), worst);
  g_main_context_unref (flood.context);
  g_free (flood.url);
  return worst <= 500.0;
}

int
main (int argc, char **argv)
{
  guint rounds = 200, minutes = 60, flood_seconds = 5;
  gboolean met = TRUE;

  for (int i = 1; i + 1 < argc; i += 2)
    {
      if (g_str_equal (argv[i], "--rounds"))
        rounds = atoi (argv[i + 1]);
      else if (g_str_equal (argv[i], "--minutes"))
        minutes = atoi (argv[i + 1]);
      else if (g_str_equal (argv[i], "--flood-seconds"))
        flood_seconds = atoi (argv[i + 1]);
    }
  if (sodium_init () < 0 || rounds < 1 || minutes < 10 || flood_seconds < 1)
    g_error ("usage: bench-phones [--rounds N] [--minutes M (10 or more)] "
             "[--flood-seconds S]");
  bench_pick_to_reveal (rounds);
  met = bench_an_hour (minutes) && met;
  met = bench_flood (flood_seconds) && met;
  return met ? 0 : 1;
}
