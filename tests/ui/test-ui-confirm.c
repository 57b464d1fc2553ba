/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-confirm.c: the one question asked before a destructive step (remove a battle or an
 * SP group, reveal the seed, discard unsaved changes): Cancel is what Enter and Escape choose,
 * the destructive answer is red and keeps its response id, the answer reaches the widget that
 * asked with its data, and never a widget that is gone. */
#include "ffb-confirm.h"
#include "ffb-ui-test.h"

typedef struct
{
  guint answers;
  char *response;
  gpointer data;
} Heard;

static void
heard_answer (gpointer owner, const char *response, gpointer data)
{
  Heard *heard = g_object_get_data (G_OBJECT (owner), "heard");

  heard->answers++;
  g_free (heard->response);
  heard->response = g_strdup (response);
  heard->data = data;
}

static void
count_destroy (gpointer data)
{
  (*(guint *) data)++;
}

static void
test_looks (void)
{
  GtkWidget *label = gtk_label_new ("page");
  GtkWindow *window = ffb_ui_test_window (label);
  AdwMessageDialog *dialog = ffb_confirm_new (label, "Remove it?", "Body", "remove",
                                              "_Remove");

  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == window);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Remove it?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, "Body");
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "remove"), ==, "_Remove");
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "remove"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "cancel");
  g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
}

static void
test_answer_reaches_owner (void)
{
  GtkWidget *label = gtk_label_new ("page");
  GtkWindow *window = ffb_ui_test_window (label);
  AdwMessageDialog *dialog = ffb_confirm_new (label, "Remove it?", NULL, "remove", "_Remove");
  Heard heard = { 0 };
  guint destroyed = 0;

  g_object_set_data (G_OBJECT (label), "heard", &heard);
  ffb_confirm_ask (dialog, label, heard_answer, &destroyed, count_destroy);
  ffb_ui_test_flush ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  adw_message_dialog_response (dialog, "remove");
  g_assert_cmpuint (heard.answers, ==, 1);
  g_assert_cmpstr (heard.response, ==, "remove");
  g_assert_true (heard.data == &destroyed);
  g_assert_cmpuint (destroyed, ==, 0);
  /* The data goes with the dialog. */
  gtk_window_destroy (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  g_assert_cmpuint (destroyed, ==, 1);
  g_free (heard.response);
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
}

/* A page destroyed while its question is open (the campaign closed under it) hears nothing. */
static void
test_owner_gone (void)
{
  GtkWidget *label = g_object_ref_sink (gtk_label_new ("page"));
  GtkWindow *window = ffb_ui_test_window (gtk_label_new ("window"));
  AdwMessageDialog *dialog = ffb_confirm_new (GTK_WIDGET (window), "Reveal?", NULL, "reveal",
                                              "_Reveal");
  Heard heard = { 0 };
  guint destroyed = 0;

  g_object_set_data (G_OBJECT (label), "heard", &heard);
  ffb_confirm_ask (dialog, label, heard_answer, &destroyed, count_destroy);
  g_object_unref (label);
  adw_message_dialog_response (dialog, "reveal");
  g_assert_cmpuint (heard.answers, ==, 0);
  gtk_window_destroy (GTK_WINDOW (dialog));
  ffb_ui_test_flush ();
  g_assert_cmpuint (destroyed, ==, 1);
  gtk_window_destroy (window);
  ffb_ui_test_flush ();
}

int
main (int argc, char **argv)
{
  ffb_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/confirm/looks", test_looks);
  g_test_add_func ("/ui/confirm/answer-reaches-owner", test_answer_reaches_owner);
  g_test_add_func ("/ui/confirm/owner-gone", test_owner_gone);
  return g_test_run ();
}
