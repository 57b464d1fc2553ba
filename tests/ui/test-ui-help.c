/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ui-help.c: the user help from the app (issue 18, point 5). app.help, on F1, in the main
 * menu and in the shortcuts window, asks the desktop for "help:ffbridge". The desktop here is
 * a scratch one: a fake help viewer registered as the handler of help: URIs (the only one: the
 * system's folders are left out) writes down what it was asked to show. Made unable to start,
 * the desktop has no viewer left, and the window must say so in a toast. Like
 * test-ui-app-startup, it runs the application as main () does, resources and all. */
#include <unistd.h>
#include <glib/gstdio.h>
#include <adwaita.h>
#include "ffb-application.h"
#include "ffb-help.h"
#include "ffb-toast.h"
#include "ffb-ui-test.h"
#include "ffb-window.h"

/* The launch is asynchronous, and spawning on a loaded machine takes its time: a bound on the
 * wait, not a measure. */
#define WAIT_USEC (60 * G_USEC_PER_SEC)

static char *scratch;  /* the scratch desktop: data, config and the viewer's notes */
static FfbApplication *app;
static FfbWindow *window;

static char *
scratch_path (const char *name)
{
  return g_build_filename (scratch, name, NULL);
}

static void
write_file (const char *path, const char *text, int mode)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, mode), ==, 0);
}

/* The machine's data folders as one, without their applications: GTK still finds the icons,
 * the mime database that tells it an SVG, and the rest, but GLib no other handler of help:
 * URIs. The first folder that holds a name wins, as in XDG_DATA_DIRS. */
static void
link_system_data_but_apps (const char *into)
{
  const char *dirs = g_getenv ("XDG_DATA_DIRS");
  g_auto(GStrv) list = g_strsplit (dirs != NULL && *dirs != '\0' ? dirs
                                   : "/usr/local/share/:/usr/share/", ":", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      GDir *dir = g_dir_open (list[i], 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *target = g_build_filename (list[i], name, NULL);
          g_autofree char *link = g_build_filename (into, name, NULL);

          if (g_strcmp0 (name, "applications") != 0
              && !g_file_test (link, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK))
            g_assert_cmpint (symlink (target, link), ==, 0);
        }
      if (dir != NULL)
        g_dir_close (dir);
    }
}

/* Before GLib reads the desktop's folders, which it does once a process. */
static void
install_fake_viewer (void)
{
  g_autofree char *data = scratch_path ("data");
  g_autofree char *apps = g_build_filename (data, "applications", NULL);
  g_autofree char *config = scratch_path ("config");
  g_autofree char *system = scratch_path ("system");
  g_autofree char *viewer = scratch_path ("viewer");
  g_autofree char *opened = scratch_path ("opened");
  g_autofree char *mimeapps = g_build_filename (config, "mimeapps.list", NULL);
  g_autofree char *desktop_file = g_build_filename (apps, "ffb-fake-help.desktop", NULL);
  g_autofree char *script = g_strdup_printf ("#!/bin/sh\nprintf '%%s\\n' \"$1\" > '%s'\n",
                                             opened);
  g_autofree char *desktop = g_strdup_printf ("[Desktop Entry]\nType=Application\n"
                                              "Name=Fake help viewer\nExec=%s %%u\n"
                                              "MimeType=x-scheme-handler/help;\n"
                                              "NoDisplay=true\n", viewer);

  g_assert_cmpint (g_mkdir_with_parents (apps, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (system, 0700), ==, 0);
  write_file (viewer, script, 0700);
  write_file (desktop_file, desktop, 0600);
  write_file (mimeapps, "[Default Applications]\nx-scheme-handler/help=ffb-fake-help.desktop\n",
              0600);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  /* No help viewer of the machine's (Yelp, say) may answer in the fake one's place. */
  link_system_data_but_apps (system);
  g_setenv ("XDG_DATA_DIRS", system, TRUE);
}

static void
start_app (void)
{
  g_autoptr(GError) error = NULL;

  app = ffb_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app))
                           | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  window = ffb_window_new (app);
  ffb_ui_test_present (GTK_WINDOW (window), "the main window");
}

static gboolean
is_menu_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget);
}

/* The label of the menu item that activates `action`, searched through sections and
 * submenus, or NULL. */
static char *
menu_label_for (GMenuModel *menu, const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *item_action = NULL;
      g_autofree char *label = NULL;
      const char *links[] = { G_MENU_LINK_SECTION, G_MENU_LINK_SUBMENU };

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action)
          && g_strcmp0 (item_action, action) == 0
          && g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        return g_steal_pointer (&label);
      for (guint l = 0; l < G_N_ELEMENTS (links); l++)
        {
          g_autoptr(GMenuModel) inner = g_menu_model_get_item_link (menu, i, links[l]);
          char *found = inner != NULL ? menu_label_for (inner, action) : NULL;

          if (found != NULL)
            return found;
        }
    }
  return NULL;
}

/* F1 runs app.help, the main menu has it, and the shortcuts window lists it. */
static void
test_f1_menu_and_shortcuts (void)
{
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                "app.help");
  GtkWidget *button = ffb_ui_test_find (GTK_WIDGET (window), is_menu_button, NULL);
  g_autofree char *label = NULL;
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/ffbridge/ffbridge/ui/ffb-shortcuts-window.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "help"));
  g_assert_true (g_strv_contains ((const char *const *) accels, "F1"));
  g_assert_nonnull (button);
  label = menu_label_for (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)), "app.help");
  g_assert_cmpstr (label, ==, "He_lp");
  /* The shortcuts window Ctrl+? makes as it opens (issue 29: none is kept hidden). */
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_assert_nonnull (ffb_ui_test_find_label (GTK_WIDGET (overlay), "Help"));
  gtk_window_destroy (GTK_WINDOW (overlay));
}

static char *
wait_for_viewer (const char *opened)
{
  gint64 until = g_get_monotonic_time () + WAIT_USEC;
  char *text = NULL;

  while (g_get_monotonic_time () < until
         && !(g_file_get_contents (opened, &text, NULL, NULL) && g_str_has_suffix (text, "\n")))
    {
      g_clear_pointer (&text, g_free);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10 * G_TIME_SPAN_MILLISECOND);
    }
  return text;
}

/* Activated as F1 does, app.help hands the desktop's help viewer the app's help, and the
 * window says nothing. */
static void
test_opens_the_help (void)
{
  g_autofree char *opened = scratch_path ("opened");
  g_autofree char *asked = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  asked = wait_for_viewer (opened);
  g_assert_cmpstr (asked, ==, FFB_HELP_URI "\n");
  ffb_ui_test_run_for (200);
  g_assert_null (ffb_ui_current_toast (GTK_WIDGET (window)));
  g_assert_cmpint (g_unlink (opened), ==, 0);
}

/* With no viewer that can start, the referee is told why nothing opened. */
static void
test_no_viewer_toast (void)
{
  g_autofree char *viewer = scratch_path ("viewer");
  g_autofree char *opened = scratch_path ("opened");
  gint64 until = g_get_monotonic_time () + WAIT_USEC;
  AdwToast *toast = NULL;

  g_assert_cmpint (g_chmod (viewer, 0600), ==, 0); /* GLib no longer takes it for a program */
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  while (g_get_monotonic_time () < until
         && (toast = ffb_ui_current_toast (GTK_WIDGET (window))) == NULL)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10 * G_TIME_SPAN_MILLISECOND);
    }
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_title (toast), ==,
                   "The help cannot be shown: no help viewer is installed (such as Yelp)");
  g_assert_false (g_file_test (opened, G_FILE_TEST_EXISTS));
}

static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  if (dir != NULL)
    g_dir_close (dir);
  g_rmdir (path);
}

int
main (int argc, char **argv)
{
  g_autofree char *state = NULL;
  int status;

  scratch = g_dir_make_tmp ("ffb-ui-help-XXXXXX", NULL);
  g_assert_nonnull (scratch);
  state = scratch_path ("state");
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  install_fake_viewer ();
  g_test_init (&argc, &argv, NULL);
  start_app ();
  g_test_add_func ("/ui/help/f1-menu-and-shortcuts", test_f1_menu_and_shortcuts);
  g_test_add_func ("/ui/help/opens-the-help", test_opens_the_help);
  g_test_add_func ("/ui/help/no-viewer-says-so", test_no_viewer_toast);
  status = g_test_run ();
  gtk_window_destroy (GTK_WINDOW (window));
  ffb_ui_test_flush ();
  g_clear_object (&app);
  remove_tree (scratch);
  g_free (scratch);
  return status;
}
