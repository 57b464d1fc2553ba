/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-phones.c: the players' phones: one FfbServer, started and stopped, following the
 * document (see ffb-phones.h). */
#include "ffb-phones.h"

#include <string.h>
#include <glib/gi18n.h>
#include "ffb-error.h"
#include "ffb-night.h"
#include "ffb-server.h"

/* How often the devices' "last seen" is looked at for the referee's list. */
#define SEEN_POLL_SECONDS 2

struct _FfbPhones
{
  GObject parent_instance;

  FfbDocument *document;
  GSignalGroup *document_signals;
  char *bind_address;          /* NULL: every address */

  FfbServer *server;           /* NULL while off */
  char *address;               /* "http://HOST:PORT/" while on */
  char *message;               /* why it went off by itself, or NULL */
  FfbCampaign *served;         /* the campaign the server was last given (not referenced) */
  gint64 seen;                 /* the latest "last seen" of the devices, as last told */
  guint poll_id;
};

G_DEFINE_FINAL_TYPE (FfbPhones, ffb_phones, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ACTIVE,
  PROP_ADDRESS,
  PROP_MESSAGE,
  N_PROPS
};

enum
{
  DEVICES_CHANGED,
  N_SIGNALS
};

static GParamSpec *pspecs[N_PROPS];
static guint signals[N_SIGNALS];

static void
set_text (FfbPhones *self, char **field, const char *text, guint prop)
{
  if (g_strcmp0 (*field, text) == 0)
    return;
  g_free (*field);
  *field = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[prop]);
}

static gint64
latest_seen (FfbPhones *self)
{
  const GPtrArray *devices = ffb_phones_get_devices (self);
  gint64 latest = 0;

  for (guint i = 0; i < devices->len; i++)
    latest = MAX (latest, ((const FfbServeDevice *) g_ptr_array_index (devices, i))->last_seen);
  return latest;
}

static void
devices_changed (FfbPhones *self)
{
  self->seen = latest_seen (self);
  g_signal_emit (self, signals[DEVICES_CHANGED], 0);
}

/* A device seen again changes its row ("last seen"): told when it happens, within the poll. */
static gboolean
poll_seen_cb (gpointer data)
{
  FfbPhones *self = data;

  if (latest_seen (self) != self->seen)
    devices_changed (self);
  return G_SOURCE_CONTINUE;
}

/* Off, with `why` (NULL when the referee turned it off himself). */
static void
stop_because (FfbPhones *self, const char *why)
{
  gboolean was_on = self->server != NULL;

  g_clear_handle_id (&self->poll_id, g_source_remove);
  if (self->server != NULL)
    ffb_server_stop (self->server);
  g_clear_object (&self->server);
  self->served = NULL;
  set_text (self, &self->address, NULL, PROP_ADDRESS);
  if (was_on)
    set_text (self, &self->message, why, PROP_MESSAGE);
  if (was_on)
    {
      g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_ACTIVE]);
      devices_changed (self);
    }
}

/* Every edit, undo and redo (a campaign put in place is told by ::changed too): the open
 * pages get their new view. */
static void
campaign_changed_cb (FfbPhones *self)
{
  FfbCampaign *campaign = ffb_document_get_campaign (self->document);

  if (self->server == NULL)
    return;
  if (ffb_document_get_battle (self->document) == NULL)
    {
      stop_because (self, _("The phones were turned off: their battle is gone."));
      return;
    }
  if (campaign != self->served)
    {
      self->served = campaign;
      ffb_server_set_campaign (self->server, campaign);
    }
  else
    ffb_server_campaign_changed (self->server);
}

static void
battle_changed_cb (FfbPhones *self)
{
  stop_because (self, _("The phones were turned off: another battle is shown."));
}

static void
file_changed_cb (FfbPhones *self)
{
  stop_because (self, _("The phones were turned off: the campaign's file changed."));
}

/* The app's host (ffb-serve-host.h): a device's choice is one edit of the document, the same
 * engine step as that choice made in the player's view on the laptop: one undo step (which the
 * engine's undo never takes back: a player's choice stands), the campaign marked unsaved and
 * autosaved, kept in the file at the referee's next save as every other edit. The document's
 * ::changed then gives the server the campaign as it is now (campaign_changed_cb). */
static gboolean
apply_as_edit (gpointer data, const char *battle_id, FfbServeEdit edit, gpointer edit_data,
               GError **error)
{
  FfbPhones *self = data;
  FfbBattle *battle = ffb_document_get_battle (self->document);

  if (battle == NULL || g_strcmp0 (battle->id, battle_id) != 0)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_NOT_FOUND,
                           _("The referee's laptop shows another battle now: your choice is "
                             "not kept."));
      return FALSE;
    }
  return ffb_night_run (self->document, NULL, edit, edit_data, error);
}

static const FfbServeHost app_host = { apply_as_edit };

gboolean
ffb_phones_start (FfbPhones *self, GError **error)
{
  FfbBattle *battle;
  g_autoptr(FfbServer) server = NULL;
  g_autofree char *host = NULL;
  gboolean bracket;

  g_return_val_if_fail (FFB_IS_PHONES (self), FALSE);
  if (self->server != NULL)
    return TRUE;
  battle = ffb_document_get_battle (self->document);
  if (battle == NULL)
    {
      g_set_error_literal (error, FFB_ERROR, FFB_ERROR_NOT_FOUND,
                           _("There is no battle for the phones to follow."));
      return FALSE;
    }
  server = ffb_server_new (ffb_document_get_campaign (self->document), battle->id);
  /* The phones act as well as read: the server goes with this object, so needs no reference. */
  ffb_server_set_host (server, &app_host, self, NULL);
  if (!ffb_server_start (server, self->bind_address != NULL ? self->bind_address : "0.0.0.0", 0,
                         error))
    return FALSE;
  self->server = g_steal_pointer (&server);
  self->served = ffb_document_get_campaign (self->document);
  host = ffb_server_get_host (self->server);
  bracket = strchr (host, ':') != NULL;
  g_free (self->address);
  self->address = g_strdup_printf ("http://%s%s%s:%u/", bracket ? "[" : "", host,
                                   bracket ? "]" : "", ffb_server_get_port (self->server));
  self->poll_id = g_timeout_add_seconds (SEEN_POLL_SECONDS, poll_seen_cb, self);
  set_text (self, &self->message, NULL, PROP_MESSAGE);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_ADDRESS]);
  g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_ACTIVE]);
  devices_changed (self);
  return TRUE;
}

void
ffb_phones_stop (FfbPhones *self)
{
  g_return_if_fail (FFB_IS_PHONES (self));
  stop_because (self, NULL);
}

static void
set_active (FfbPhones *self, gboolean active)
{
  g_autoptr(GError) error = NULL;

  if (!active)
    ffb_phones_stop (self);
  else if (!ffb_phones_start (self, &error))
    {
      set_text (self, &self->message, error->message, PROP_MESSAGE);
      /* The switch that asked goes back off. */
      g_object_notify_by_pspec (G_OBJECT (self), pspecs[PROP_ACTIVE]);
    }
}

gboolean
ffb_phones_get_active (FfbPhones *self)
{
  g_return_val_if_fail (FFB_IS_PHONES (self), FALSE);
  return self->server != NULL;
}

const char *
ffb_phones_get_address (FfbPhones *self)
{
  g_return_val_if_fail (FFB_IS_PHONES (self), NULL);
  return self->address;
}

const char *
ffb_phones_get_message (FfbPhones *self)
{
  g_return_val_if_fail (FFB_IS_PHONES (self), NULL);
  return self->message;
}

void
ffb_phones_set_bind_address (FfbPhones *self, const char *address)
{
  g_return_if_fail (FFB_IS_PHONES (self));
  g_free (self->bind_address);
  self->bind_address = g_strdup (address);
}

guint
ffb_phones_get_port (FfbPhones *self)
{
  g_return_val_if_fail (FFB_IS_PHONES (self), 0);
  return self->server != NULL ? ffb_server_get_port (self->server) : 0;
}

char *
ffb_phones_pair (FfbPhones *self, FfbSide side, char **id)
{
  char *link;

  g_return_val_if_fail (FFB_IS_PHONES (self), NULL);
  if (self->server == NULL)
    return NULL;
  link = ffb_server_pair (self->server, side, id);
  devices_changed (self);
  return link;
}

gboolean
ffb_phones_unpair (FfbPhones *self, const char *id)
{
  g_return_val_if_fail (FFB_IS_PHONES (self), FALSE);
  if (self->server == NULL || !ffb_server_unpair (self->server, id))
    return FALSE;
  devices_changed (self);
  return TRUE;
}

const GPtrArray *
ffb_phones_get_devices (FfbPhones *self)
{
  static GPtrArray *none;

  g_return_val_if_fail (FFB_IS_PHONES (self), NULL);
  if (self->server != NULL)
    return ffb_server_get_devices (self->server);
  if (g_once_init_enter (&none))
    g_once_init_leave (&none, g_ptr_array_new ());
  return none;
}

/* GObject */

static void
ffb_phones_dispose (GObject *object)
{
  FfbPhones *self = FFB_PHONES (object);

  /* The window goes: nothing more is served. */
  g_clear_handle_id (&self->poll_id, g_source_remove);
  if (self->server != NULL)
    ffb_server_stop (self->server);
  g_clear_object (&self->server);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (ffb_phones_parent_class)->dispose (object);
}

static void
ffb_phones_finalize (GObject *object)
{
  FfbPhones *self = FFB_PHONES (object);

  g_free (self->bind_address);
  g_free (self->address);
  g_free (self->message);
  G_OBJECT_CLASS (ffb_phones_parent_class)->finalize (object);
}

static void
ffb_phones_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FfbPhones *self = FFB_PHONES (object);

  switch (prop_id)
    {
    case PROP_ACTIVE:
      g_value_set_boolean (value, ffb_phones_get_active (self));
      break;
    case PROP_ADDRESS:
      g_value_set_string (value, self->address);
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ffb_phones_set_property (GObject *object, guint prop_id, const GValue *value,
                         GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ACTIVE:
      set_active (FFB_PHONES (object), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ffb_phones_class_init (FfbPhonesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ffb_phones_dispose;
  object_class->finalize = ffb_phones_finalize;
  object_class->get_property = ffb_phones_get_property;
  object_class->set_property = ffb_phones_set_property;
  pspecs[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE,
                                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                | G_PARAM_STATIC_STRINGS);
  pspecs[PROP_ADDRESS] = g_param_spec_string ("address", NULL, NULL, NULL, ro);
  pspecs[PROP_MESSAGE] = g_param_spec_string ("message", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, pspecs);
  signals[DEVICES_CHANGED] = g_signal_new ("devices-changed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 0);
}

static void
ffb_phones_init (FfbPhones *self)
{
  self->document_signals = g_signal_group_new (FFB_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed",
                                  G_CALLBACK (campaign_changed_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::battle-id",
                                  G_CALLBACK (battle_changed_cb), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::file",
                                  G_CALLBACK (file_changed_cb), self);
}

FfbPhones *
ffb_phones_new (FfbDocument *document)
{
  FfbPhones *self;

  g_return_val_if_fail (FFB_IS_DOCUMENT (document), NULL);
  self = g_object_new (FFB_TYPE_PHONES, NULL);
  self->document = g_object_ref (document);
  g_signal_group_set_target (self->document_signals, document);
  return self;
}
