/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-confirm.h: the message dialogs over the window: an error the referee reads, and the
 * question asked before a step that cannot be taken back without undo (remove, reveal,
 * discard). Every such question looks and answers the same: Cancel first, the destructive
 * answer in red, and Cancel what Enter and Escape choose. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* An AdwMessageDialog over the widget's window with `heading` and the error's sentence. */
void              ffb_ui_show_error (GtkWidget *widget, const char *heading,
                                     const GError *error);

/* What runs once the question is answered: `owner` is the object that asked. */
typedef void (*FfbConfirmAnswer) (gpointer owner, const char *response, gpointer data);

/* A question over the widget's window: `heading`, `body` (may be NULL, for
 * adw_message_dialog_format_body) and two answers, "cancel" and the destructive `response`
 * labelled `label`. Not shown yet: the caller may add an answer, then calls ffb_confirm_ask. */
AdwMessageDialog *ffb_confirm_new (GtkWidget *widget, const char *heading, const char *body,
                                   const char *response, const char *label);
/* Shows `dialog` (ffb_confirm_new) and runs `answer (owner, response, data)` once it is
 * answered, unless `owner` is gone by then; `destroy` frees `data` with the dialog. */
void              ffb_confirm_ask (AdwMessageDialog *dialog, gpointer owner,
                                   FfbConfirmAnswer answer, gpointer data,
                                   GDestroyNotify destroy);

G_END_DECLS
