/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-leaders.c: a leader library (data/leaders, or a referee's own library file). A library
 * that loads must write and load again to an equal library, every leader must be found again
 * by his whole name on his side, and every counter must map into a CW counter's ranges. */
#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ffb-leader-library.h"
#include "ffb-xml-leaders.h"

static void
check_writes_again (const FfbLeaderLibrary *library)
{
  g_autofree char *xml = ffb_leader_library_to_xml (library);
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbLeaderLibrary) again = ffb_leader_library_load_xml (xml, strlen (xml), "written",
                                                                   &error);

  if (again == NULL || !ffb_leader_library_equal (library, again))
    {
      fprintf (stderr, "a library that loaded does not load once written to an equal one: %s\n",
               error != NULL ? error->message : "it differs");
      abort ();
    }
}

static void
check_counters_map (const FfbLeaderLibrary *library, const FfbLibraryLeader *leader)
{
  for (int i = 0; i < leader->n_counters; i++)
    for (int r = 0; r < FFB_N_LIBRARY_RATINGS; r++)
      {
        int least, most;
        int rating = ffb_leader_library_map (library, &leader->counters[i], r);

        ffb_library_rating_range (r, &least, &most);
        if (rating < least || rating > most)
          {
            fprintf (stderr, "%s's counter %d maps to %s %d\n", leader->name, i,
                     ffb_library_rating_to_string (r), rating);
            abort ();
          }
      }
}

static void
check_leaders_found (const FfbLeaderLibrary *library)
{
  for (guint i = 0; i < library->leaders->len; i++)
    {
      const FfbLibraryLeader *leader = g_ptr_array_index (library->leaders, i);

      if (ffb_leader_library_lookup (library, leader->name, leader->side, NULL) != leader)
        {
          fprintf (stderr, "the leader \"%s\" is not found by his name\n", leader->name);
          abort ();
        }
      check_counters_map (library, leader);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FfbLeaderLibrary) library = ffb_leader_library_load_xml ((const char *) data, size,
                                                                     FUZZ_SOURCE, &error);

  if (library == NULL)
    fuzz_check_refusal (error, FUZZ_SOURCE);
  else
    {
      check_writes_again (library);
      check_leaders_found (library);
    }
  return 0;
}
