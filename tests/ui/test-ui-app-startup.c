/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-app-startup.c: the application as main () starts it, before anything else has
 * registered the app's resources: GtkApplication looks for the app's icons in them when it
 * starts up. This executable deliberately skips ffb_ui_test_init, which registers them early.
 * The shortcuts window (Ctrl+?) comes from the same resources. */
#include <adwaita.h>
#include "ffb-application.h"
#include "ffb-window.h"

static void
flush (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* The shortcuts window in GTK's list of windows, shown or not. Issue 29: GTK 4.8.3's AT-SPI
 * root answers a screen reader's GetChildAtIndex past the windows that show with the last of
 * the list, and a hidden one ended the app (ffb-window-actions.c, shortcuts_action). */
static GtkWindow *
shortcuts_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_SHORTCUTS_WINDOW (window))
        return window;
    }
  return NULL;
}

static gboolean
window_has_action (const char *wanted)
{
  GtkWidgetClass *klass = g_type_class_peek (FFB_TYPE_WINDOW);
  const GVariantType *parameter;
  const char *name, *property;
  GType owner;

  /* GTK 4.8 writes every out-argument: none may be NULL. */
  for (guint i = 0;
       gtk_widget_class_query_action (klass, i, &owner, &name, &parameter, &property); i++)
    if (g_strcmp0 (name, wanted) == 0)
      return TRUE;
  return FALSE;
}

/* Ctrl+? has the window's own action, which makes the shortcuts window as it opens: none is
 * among GTK's windows, hidden, before (issue 29). Shown under Xvfb, GTK 4.8's shortcuts window
 * warns of a label of its own ("reported min width -3"), fatal in a test: it is not shown. */
static void
test_help_overlay (void)
{
  g_autoptr(FfbApplication) app = ffb_application_new ();
  g_autoptr(GError) error = NULL;
  FfbWindow *window;
  GAction *action;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app))
                           | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  window = ffb_window_new (app);
  flush ();
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_null (shortcuts_window ());
  g_assert_true (window_has_action ("win.show-help-overlay"));
  /* GtkApplication's own action would shadow ours, were its overlay made. */
  action = g_action_map_lookup_action (G_ACTION_MAP (window), "show-help-overlay");
  g_assert_null (action);
  /* Issue 13: with the app's settings as installed, a change reaches the autosave within 2 s. */
  g_assert_cmpuint (ffb_document_get_autosave_seconds (ffb_window_get_document (window)), <=, 2);
  /* The About window's icon: found in the app's resources, installed or not. */
  g_assert_true (gtk_icon_theme_has_icon (
    gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window))),
    APP_ID));
  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
}

/* The app's --seed reaches the pages that roll through its window's document; a window made
 * alone, outside the app, has none. */
static void
test_seed_to_window (void)
{
  const char *seed = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
  g_autoptr(FfbApplication) app = ffb_application_new ();
  g_autoptr(GError) error = NULL;
  FfbWindow *alone = ffb_window_new (NULL);
  FfbWindow *window;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app))
                           | G_APPLICATION_NON_UNIQUE);
  g_assert_true (ffb_application_set_seed (app, seed, NULL));
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_application_activate (G_APPLICATION (app));
  window = FFB_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  g_assert_cmpstr (ffb_document_get_dice_seed (ffb_window_get_document (window)), ==, seed);
  g_assert_null (ffb_document_get_dice_seed (ffb_window_get_document (alone)));
  gtk_window_destroy (GTK_WINDOW (alone));
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

int
main (int argc, char **argv)
{
  g_autofree char *state = g_dir_make_tmp ("ffb-ui-startup-XXXXXX", NULL);

  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/app/help-overlay-at-startup", test_help_overlay);
  g_test_add_func ("/ui/app/seed-to-window", test_seed_to_window);
  return g_test_run ();
}
