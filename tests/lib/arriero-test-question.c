/* arriero-test-question.c: answering Arriero's questions about the copy
 * the way a person would, and playing a step, for the GTK tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "alp-error.h"
#include "alp-record.h"
#include "arriero-test-form-entry.h"
#include "arriero-test-question.h"

AlpEdition *
load_reference (void)
{
  return load_edition ("complete-23p.json");
}

/* The reference copy with nothing known of the standard spaces' icons */
AlpEdition *
load_without_icons (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "editions",
                                                 "complete-23p.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *segments;
  AlpEdition *edition;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  segments = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "segments");
  for (guint i = 0; i < json_array_get_length (segments); i++)
    {
      JsonObject *sides = json_object_get_object_member (json_array_get_object_element (segments, i), "sides");
      g_autoptr(GList) names = json_object_get_members (sides);

      for (GList *l = names; l != NULL; l = l->next)
        {
          JsonArray *spaces = json_object_get_array_member (json_object_get_object_member (sides, l->data),
                                                            "spaces");

          for (guint j = 0; j < json_array_get_length (spaces); j++)
            {
              JsonObject *space = json_array_get_object_element (spaces, j);

              if (g_str_equal (json_object_get_string_member (space, "kind"), "standard"))
                json_object_remove_member (space, "icons");
            }
        }
    }

  edition = alp_edition_new_from_node (json_parser_get_root (parser), NULL, &error);
  g_assert_no_error (error);

  return edition;
}

ArrieroQuestion *
find_question (void)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (ARRIERO_IS_QUESTION (l->data) && gtk_widget_get_visible (l->data))
      return l->data;

  return NULL;
}

void
set_spin (ArrieroQuestion *question,
          const char      *name,
          gint             value)
{
  GtkWidget *spin = find_named (GTK_WIDGET (question), name);

  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, value);
}

void
set_drop_down (ArrieroQuestion *question,
               const char      *name,
               guint            index)
{
  GtkWidget *drop_down = find_named (GTK_WIDGET (question), name);

  g_assert_true (GTK_IS_DROP_DOWN (drop_down));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), index);
}

void
set_switch (ArrieroQuestion *question,
            const char      *name,
            gboolean         active)
{
  GtkWidget *toggle = find_named (GTK_WIDGET (question), name);

  g_assert_true (GTK_IS_SWITCH (toggle));
  gtk_switch_set_active (GTK_SWITCH (toggle), active);
}

/* Fills the form with @value, as the table reads its copy, through the
 * form's own widgets (arriero-test-form-entry.c) */
void
fill (ArrieroQuestion *question,
      JsonNode        *value)
{
  ArrieroForm *form = arriero_test_find_form (GTK_WIDGET (question));

  g_assert_nonnull (form);
  arriero_test_form_enter (form, value);
}

/* Answers every question the window asks now, as a person would; returns
 * how many there were.  Nothing @known describes may be asked. */
guint
answer_known (AlpEdition *reference,
              AlpEdition *known)
{
  guint answered = 0;

  settle ();
  for (ArrieroQuestion *question; (question = find_question ()) != NULL; )
    {
      const char *path = arriero_question_get_path (question);
      g_autoptr(JsonNode) value = alp_edition_get_value (reference, path);

      g_autofree char *asked_path = g_strdup (path);

      g_test_message ("asked: %s", path);
      if (known != NULL)
        {
          g_autoptr(JsonNode) answered_before = alp_edition_get_value (known, path);

          g_assert_null (answered_before);
        }
      g_assert_true (arriero_question_has_form (question));
      g_assert_nonnull (value);
      fill (question, value);
      gtk_widget_activate_action (GTK_WIDGET (question), "question.save", NULL);
      g_assert_null (arriero_question_get_error (question));
      settle ();
      /* a new question may take the freed one's address: compare paths */
      g_assert_true (find_question () == NULL ||
                     g_strcmp0 (arriero_question_get_path (find_question ()), asked_path) != 0);
      answered++;
      g_assert_cmpuint (answered, <, 200);
    }

  return answered;
}

guint
answer_all (AlpEdition *reference)
{
  return answer_known (reference, NULL);
}

/* A choice a person can take: a legal one, or one the copy does not
 * describe yet (taking it asks) */
guint
pick_choice (ArrieroTurnPanel *panel,
             GRand            *rand)
{
  guint n = arriero_turn_panel_get_n_choices (panel);
  g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < n; i++)
    {
      const AlpChoice *choice = arriero_turn_panel_get_choice (panel, i);

      if (choice->legal || choice->missing)
        g_array_append_val (open, i);
    }

  return open->len == 0 ? G_MAXUINT : g_array_index (open, guint, g_rand_int_range (rand, 0, open->len));
}

/* One step of play through the window's actions, as in test-window.c */
void
play_step (ArrieroWindow *window,
           GRand         *rand)
{
  AlpGame *game = arriero_window_get_game (window);
  ArrieroTurnPanel *panel = get_panel (window);
  guint choice;

  switch (alp_game_get_phase (game))
    {
    case ALP_PHASE_MOVE:
      {
        g_autoptr(GArray) destinations = alp_game_list_destinations (game);
        AlpPosition *pos;

        g_assert_cmpuint (destinations->len, >, 0);
        pos = &g_array_index (destinations, AlpPosition, g_rand_int_range (rand, 0, MIN (destinations->len, 4)));
        gtk_widget_activate_action (GTK_WIDGET (window), "win.move", "(uu)", (guint) pos->space, (guint) pos->spot);
      }
      break;

    case ALP_PHASE_ACT:
      {
        static const AlpActionKind kinds[] = {
          ALP_ACTION_ADD_FARMER, ALP_ACTION_TAKE_FRUIT, ALP_ACTION_MARKET, ALP_ACTION_COMPLETE_GOAL,
          ALP_ACTION_IRRIGATE, ALP_ACTION_MOVE_FARMER,
        };
        static const AlpActionKind direct[] = {
          ALP_ACTION_HARVEST, ALP_ACTION_TAKE_NORIAS, ALP_ACTION_TAKE_DIRHAMS,
        };

        /* the row "Describe What Is Printed Here", shown where the mule
         * stopped on a space the copy does not describe yet */
        gtk_widget_activate_action (GTK_WIDGET (panel), "turn.describe", NULL);
        if (find_question () != NULL)
          break;

        if (g_rand_int_range (rand, 0, 3) == 0)
          {
            gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
            break;
          }
        if (g_rand_boolean (rand))
          {
            gtk_widget_activate_action (GTK_WIDGET (panel), "turn.do", "i",
                                        (gint) direct[g_rand_int_range (rand, 0, G_N_ELEMENTS (direct))]);
            break;
          }
        gtk_widget_activate_action (GTK_WIDGET (panel), "turn.open", "i",
                                    (gint) kinds[g_rand_int_range (rand, 0, G_N_ELEMENTS (kinds))]);
        if (arriero_turn_panel_get_targets (panel)->len == 0)
          {
            /* not possible: the panel says why */
            g_assert_nonnull (arriero_turn_panel_get_message (panel));
            gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
            break;
          }
        /* pick by pick, as the buttons do; the last pick applies */
        for (guint n = 0; arriero_turn_panel_get_targets (panel)->len > 0; n++)
          {
            g_assert_cmpuint (n, <, 16);
            g_assert_cmpuint (arriero_turn_panel_get_targets (panel)->len, <=, 12);
            gtk_widget_activate_action (GTK_WIDGET (panel), "turn.pick", "u",
                                        (guint) g_rand_int_range (rand, 0, arriero_turn_panel_get_targets (panel)->len));
          }
      }
      break;

    case ALP_PHASE_REVEAL:
    case ALP_PHASE_ZARA_CARD:
    case ALP_PHASE_ZARA_CHOOSE:
      choice = pick_choice (panel, rand);
      g_assert_cmpuint (choice, !=, G_MAXUINT);
      gtk_widget_activate_action (GTK_WIDGET (panel), "turn.choose", "u", choice);
      break;

    case ALP_PHASE_ZARA_ROLL:
      gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
      break;

    case ALP_PHASE_OVER:
    default:
      break;
    }

  settle ();
}
