/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-serve-host.h: who keeps the campaign a paired device acts on (issue 33, item 3). The
 * server owns no campaign's saving: when a device's sealed request acts (ffb-serve-actions.h),
 * the server hands one engine edit to its host, which applies it to its own campaign and keeps
 * it as it keeps any edit of its own: `ffbridge-cli serve` saves the file safely (atomic,
 * sealed, its write signed as every save is), the app makes it one undoable edit of its
 * document and autosaves. The edit is the engine's checked function, the one the app's private
 * view calls; its refusal is the engine's sentence, which the device is sent as it is.
 *
 * A host is a vtable and its user data, so that either front end gives its own with a few
 * lines (the step has the signature of the app's FfbNightStep). */
#pragma once

#include <glib.h>
#include "ffb-campaign.h"

G_BEGIN_DECLS

/* One engine edit on `campaign` and its served battle `battle` (NULL when the campaign has it
 * not). FALSE with the engine's error when refused; it must then have changed nothing that
 * is kept. */
typedef gboolean (*FfbServeEdit) (FfbCampaign *campaign, FfbBattle *battle, gpointer data,
                                  GError **error);

typedef struct
{
  /* Runs `edit` (with `data`) on the host's campaign and its battle `battle_id`, and keeps
   * the result (saves it) when the edit is accepted; on refusal, or when the result cannot be
   * kept, changes nothing and returns FALSE with the sentence in `error`. When the campaign
   * served is a new object afterwards, the host gives it to the server
   * (ffb_server_set_campaign) before it returns; the server then sends each side its new view
   * (ffb_server_campaign_changed). */
  gboolean (*apply) (gpointer host_data, const char *battle_id, FfbServeEdit edit,
                     gpointer data, GError **error);
} FfbServeHost;

G_END_DECLS
