"""The tests marked ``slow``: whole games, robot runs through many screens and child
processes that take seconds each (the slowest of the parallel suite by ``--durations``).

One list here instead of a decorator on each test, so that the test files stay as
their authors wrote them. ``tests/conftest.py`` marks these before ``-m`` selects
(``pytest -m "not slow"`` skips them) and runs them first, the longest (``LONGEST``)
first of all: under ``-n auto`` the long ones then start early and the workers finish
together. A test marked ``@pytest.mark.slow`` in its file is slow as well.

Chosen from two parallel runs (``-n 2 --durations``, machine load 4 to 6 on two cores):
every test function that took 10 s or more, its parameters together, so that
``-m "not slow"`` is the quick check. Four more from a busy machine's run, which
took 3 s or more of CPU time each on one core (a robot run, every screen's samples,
80 random action sequences): the quick check's longest. Then every robot run, game
and child process of the quick check that took 4.4 s or more in a ``-n 0`` run on a
machine at load 9 to 11 (about a second of a quiet core each), so that the quick
check runs in two minutes; checks that only read the source stay in it. Last, the
quick check's robot runs, games and child processes that took 0.9 s of CPU or more
(their own and their children's, ``-n 0``) or waited whole seconds for a child.

An entry is ``"folder/test_file.py"`` (every test in it) or
``"folder/test_file.py::test_name"`` (that test with all its parameters), the path
relative to tests/; tests/packaging/test_suite_parallel.py checks that each entry still
names a test.
"""

from __future__ import annotations

from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent  # entries are relative to this folder

SLOW: frozenset[str] = frozenset({
    "ai/test_ai_search.py::test_search_levels_play_every_variant",
    "ai/test_ai_special.py::test_every_level_plays_the_variants_with_special_cards",
    "ai/test_ai_special.py::test_every_level_plays_whole_special_games",
    "ai/test_ai_weak_table.py::test_against_hard_it_plays_as_without_the_goal",
    "ai/test_ai_weak_table.py::test_against_hard_the_gated_chain_plays_as_without_it",
    "ai/test_ai_weak_table.py::test_against_medium_the_chain_acts_once_every_seat_plays_by_the_rule",
    "ai/test_ai_weak_table.py::test_against_medium_the_goal_plays_its_last_rounds_as_without_the_check",
    "formats/test_bot_fuzz.py::test_a_bot_flooding_nested_lines_costs_the_host_little_time",
    "formats/test_cli_outputs.py::test_output_that_cannot_be_written_ends_in_one_line",
    "formats/test_files_hostile_names.py::test_a_kept_game_with_a_hostile_name_is_set_aside_and_recent_games_opens",
    "formats/test_fuzz_files.py::test_fuzz_kills_at_game_over",
    "formats/test_fuzz_files.py::test_fuzz_kills_during_saves",
    "formats/test_fuzz_files.py::test_fuzz_special_files_against_the_real_app",
    "formats/test_fuzz_transcripts.py::test_fuzz_mutated_transcripts_against_wizard_check",
    "formats/test_transcript_schema.py::test_100_simulated_transcripts_pass_the_schema_and_the_checker",
    "lab/test_ai_decision_time.py::test_a_game_decided_again_is_the_same_and_a_changed_value_is_named",
    "packaging/test_newcomer.py::test_first_command_from_a_clean_copy_starts_the_game",
    "packaging/test_packaging.py::test_selftest_passes_from_source",
    "player/test_fuzz_app.py::test_fuzz_random_input_resizes_and_quits",
    "player/test_keyboard_help.py::test_help_at_the_table_lists_keys_that_work",
    "player/test_keyboard_help.py::test_help_in_a_lesson_lists_the_coach_keys",
    "player/test_keyboard_help.py::test_help_over_the_menus_and_a_question_mark_in_a_name_field",
    "player/test_player_accessibility.py::test_reduced_motion_no_shake_and_no_floaters_in_a_real_round",
    "player/test_player_accessibility.py::test_settings_notes_without_room_are_tips_on_hover_and_focus",
    "player/test_player_accessibility.py::test_table_text_grows_and_everything_stays_on_screen",
    "player/test_player_charts.py::test_score_chart_on_the_score_pad_and_at_game_over",
    "player/test_player_game_length.py::test_a_custom_length_is_counted_out_and_remembered_after_a_restart",
    "player/test_player_game_length.py::test_a_short_game_ends_after_its_rounds_with_right_statistics",
    "player/test_player_keyboard.py::test_a_card_chosen_in_advance_that_may_not_be_played_is_explained",
    "player/test_player_keyboard.py::test_a_whole_game_by_keyboard_only",
    "player/test_player_level_descriptions.py::test_picking_a_level_shows_what_it_does",
    "player/test_player_level_descriptions.py::test_special_cards_add_each_levels_strength_with_them",
    "player/test_player_lesson_specials.py::test_special_cards_lesson_from_the_list_to_its_end_and_back",
    "player/test_player_special_table.py",
    "player/test_player_review_special.py",
    "player/test_player_special_stats.py",
    "player/test_player_special_keys.py::test_help_over_the_juggler_panel_then_its_keys_name_the_suit",
    "player/test_player_special_keys.py::test_the_shapeshifter_by_keys_and_escape_takes_it_back",
    "player/test_player_special_keys.py::test_the_werewolf_names_no_trump_by_keys",
    "player/test_player_special_keys.py::test_the_cloud_winner_raises_the_bid_by_keys",
    "player/test_player_special_keys.py::test_a_card_is_passed_by_keys",
    "player/test_player_lesson_specials.py::test_wrong_name_and_wrong_pass_are_explained_on_the_table",
    "player/test_player_review.py::test_a_finished_game_is_kept_listed_reviewed_and_rated_as_wizard_analyze",
    "player/test_player_review.py::test_open_in_the_menu_takes_a_transcript_file_by_keyboard",
    "player/test_player_robot_game.py::test_a_tip_on_screen_follows_a_language_switch",
    "player/test_player_robot_game.py::test_language_switch_mid_game_leaves_no_old_language_on_the_table",
    "player/test_player_robot_game.py::test_new_game_over_a_saved_game_asks_first",
    "player/test_player_robot_game.py::test_round_summary_shows_the_last_trick_and_enter_goes_on",
    "player/test_player_robot_game.py::test_typed_name_then_resize_during_a_trick",
    "player/test_player_robot_game.py::test_whole_game_to_game_over_then_play_again",
    "player/test_player_robot_tutorial.py::test_every_lesson_from_the_menu_to_its_end_and_back",
    "player/test_player_tutorial_trips.py::test_coach_waits_while_the_others_bid_on_a_new_deal",
    "player/test_player_undo.py::test_a_card_marked_while_others_play_is_played_on_your_turn",
    "player/test_player_undo.py::test_a_game_with_an_undone_bid_is_marked_in_the_statistics",
    "player/test_player_undo.py::test_undo_a_card_restores_the_table_exactly_and_is_refused_after_a_reveal",
    "player/test_ui_game.py::test_complete_game_by_clicks_and_keys_to_game_over",
    "player/test_player_special_game.py",
    "player/test_ui_game.py::test_save_kill_resume_continues_exactly",
    "player/test_window_start.py::test_ctrl_c_saves_the_game_in_progress",
    "rules/test_rules_invariants.py::test_legal_action_sequences_keep_invariants",
    "rules/test_rules_transcripts.py::test_1200_fast_games_over_every_setting_are_sound",
    "ui/test_bench_idle.py::test_bench_idle_reports_every_screen",
    "ui/test_i18n_review_screens.py::test_review_screens_fit",
    "ui/test_i18n_screens.py::test_charts_fit_a_large_window",
    "ui/test_i18n_screens.py::test_no_english_left_on_screen",
    "ui/test_i18n_screens.py::test_texts_fit_at_the_largest_text_size",
    "ui/test_i18n_screens.py::test_texts_stay_inside_their_boxes",
    "ui/test_idle.py::test_the_table_makes_every_face_ahead_and_frames_draw_none",
    "ui/test_lesson_rests.py::test_the_lesson_rests_while_read_and_on_the_learners_move",
    "ui/test_loop_rests.py::test_the_table_rests_on_your_turn_and_the_computer_players_need_no_input",
    "ui/test_loop_rests.py::test_window_events_are_drawn_at_once_while_resting",
    "ui/test_memory_bounds.py::test_bench_memory_prints_the_memory_after_each_game",
    "ui/test_table_special.py::test_every_special_animation_ends_on_its_view",
    "ui/test_selftest_scenes.py::test_every_screen_opens_and_none_is_skipped",
    "ui/test_table_view.py::test_the_drawn_turn_marker_ends_on_the_player_to_move",
    "ui/test_table_view.py::test_the_view_after_every_event_is_the_seats_view_and_leaks_nothing",
    "ui/test_ui_table_defects.py::test_every_table_screen_lays_out_at_every_window_size",
    "ui/test_ui_table_defects.py::test_turn_glow_is_on_the_player_to_move_at_every_speed",
    # The quick check's robot runs, games and child processes of 4.4 s or more in a
    # -n 0 run at load 9 to 11 (about 1 s each on a quiet core; its mean is 0.14 s).
    "ai/test_ai_weak_table.py::test_the_chain_gate_reads_the_table_by_medium_s_rule",
    "formats/test_bot_fuzz.py::test_a_bot_with_megabyte_ids_cannot_bloat_the_report_or_the_summary",
    "formats/test_bot_fuzz.py::test_a_flooding_bot_cannot_fill_the_hosts_memory",
    "formats/test_bot_fuzz.py::test_chaos_bots_never_stop_a_game",
    "formats/test_bot_kit.py::test_the_arena_prints_the_command_that_plays_the_same_games_again",
    "formats/test_check_special_rules.py::test_the_checker_never_crashes_on_a_damaged_special_game",
    "formats/test_files_full_disk.py::test_full_disk_tells_once_keeps_playing_and_saves_again",
    "formats/test_format_schemas.py::test_the_checker_agrees_with_jsonschema_on_damaged_transcripts",
    "formats/test_fuzz_files.py::test_fuzz_accepted_damaged_saves_play_in_the_real_app",
    "formats/test_transcript_schema.py::test_whatever_the_checker_accepts_the_schema_accepts",
    "packaging/test_desktop.py::test_install_and_uninstall_in_a_temporary_xdg_home",
    "packaging/test_packaging.py::test_selftest_fails_with_the_reason",
    "player/test_player_accessibility.py::test_set_by_mouse_changes_the_text_and_is_remembered_after_a_restart",
    "player/test_player_celebration.py::test_the_real_loop_draws_the_burst_and_then_rests",
    "player/test_player_field_count.py::test_the_path_field_counts_only_near_its_limit",
    "player/test_player_keyboard.py::test_enter_never_plays_a_card_you_may_not_and_takes_the_hint",
    "player/test_player_keyboard.py::test_enter_on_the_summary_goes_on_after_the_score_pad",
    "player/test_player_keyboard.py::test_escape_as_the_last_card_falls_does_not_skip_the_summary",
    "player/test_player_keyboard.py::test_settings_say_when_there_is_no_sound_device",
    "player/test_player_keyboard.py::test_undo_after_a_bid_at_normal_speed",
    "player/test_player_numbers.py::test_a_share_short_of_all_deals_never_reads_100_percent",
    "player/test_player_numbers.py::test_counts_of_one_read_in_the_singular",
    "player/test_player_numbers.py::test_each_seat_has_one_colour_at_the_table_and_in_every_chart",
    "player/test_player_numbers.py::test_hidden_bids_say_placed_never_made_or_a_tick",
    "player/test_player_review.py::test_recent_games_by_keyboard",
    "player/test_player_stats_reset.py::test_an_unreadable_statistics_file_is_told_once_over_the_screen",
    "player/test_player_stats_reset.py::test_reset_asks_first_and_cancel_keeps_the_games",
    "player/test_player_tutorial_trips.py::test_back_at_the_list_enter_opens_the_next_lesson",
    "player/test_player_tutorial_trips.py::test_hint_names_a_move_at_every_decision_of_the_guided_round",
    "player/test_player_tutorial_trips.py::test_lesson_seven_highlights_never_cut_through_a_name",
    "player/test_player_tutorial_trips.py::test_next_lesson_after_the_guided_round_opens_the_variants",
    "player/test_player_tutorial_trips.py::test_won_trick_stays_in_the_middle_while_the_coach_comments",
    "player/test_player_undo.py::test_undo_and_forced_cards_switched_off_in_settings",
    "player/test_ui_xvfb.py::test_real_window_screenshots",
    "rules/test_rules_replay.py::test_short_games_replay",
    "rules/test_rules_serialize.py::test_random_damage_never_escapes_as_another_exception",
    "rules/test_rules_serialize.py::test_round_trip_at_random_points",
    "rules/test_rules_transcripts.py::test_144_full_state_games_with_random_players_are_sound",
    "rules/test_words.py::test_table_shows_the_must_follow_sentence_in_the_players_words",
    "ui/test_dialogs.py::test_the_pause_menu_by_keys_and_the_table_waits_below",
    "ui/test_loop_rests.py::test_a_focused_text_field_keeps_blinking_while_the_loop_rests",
    "ui/test_loop_rests.py::test_the_rules_rest_while_read_and_glide_when_scrolled",
    "ui/test_name_field.py::test_own_name_and_choices_survive_a_restart",
    "ui/test_screens_rest.py::test_game_over_rests_after_the_confetti_and_answers_the_pointer",
    "ui/test_screens_rest.py::test_review_looks_at_the_analysis_while_it_runs_then_rests",
    "ui/test_table_view.py::test_every_animation_ends_on_the_view_after_its_event",
    "ui/test_tips_screen.py::test_a_tip_leaves_with_its_move_and_its_round",
    "ui/test_tutorial_screen.py::test_last_lesson_end_offers_the_lesson_list_not_a_next_lesson",
    "ui/test_tutorial_screen.py::test_trick_caption_not_drawn_over_the_cards",
    "ui/test_ui_table.py::test_illegal_card_shows_the_engine_reason",
    "ui/test_ui_table_defects.py::test_a_led_wizard_stays_visible_and_marked",
    "ui/test_ui_table_defects.py::test_every_trick_card_has_its_own_spot_and_the_winner_is_marked",
    "ui/test_ui_table_defects.py::test_language_switch_mid_game_translates_the_whole_table",
    "ui/test_ui_table_defects.py::test_last_trick_is_seen_before_the_summary_and_from_it",
    "ui/test_ui_table_defects.py::test_restart_from_the_pause_menu",
    "ui/test_ui_table_language.py::test_table_buttons_follow_a_language_switch_behind_the_pause_menu",
    "ui/test_widget_root.py::test_every_screen_is_discoverable_through_its_root",
    # The quick check's robot runs, games and child processes of 0.9 s of CPU or more
    # (its mean is 0.08 s), or whole seconds of waiting for a child (a bot's time limit,
    # a bench's seconds, a window left to rest).
    "ai/test_ai_analysis.py::test_the_searchs_own_moves_cost_about_nothing",
    "formats/test_bot_fuzz.py::test_a_reply_just_under_the_limit_is_accepted",
    "formats/test_bot_fuzz.py::test_a_bot_that_never_reads_cannot_hang_the_host",
    "formats/test_cli_args.py::test_bench_ui_honours_seconds",
    "formats/test_files_profile_lock.py::test_replay_beside_a_running_game_is_read_only_and_writes_nothing",
    "formats/test_files_profile_lock.py::test_second_window_can_neither_play_nor_abandon_the_running_game",
    "player/test_player_contrast_note.py::test_the_high_contrast_note_describes_the_faces",
    "player/test_player_first_start.py::test_first_start_offers_the_tutorial_and_starts_it",
    "player/test_player_first_start.py::test_the_game_as_started_offers_the_tutorial",
    "player/test_player_robot_tutorial.py::test_skip_lesson_does_not_mark_it_completed",
    "ui/test_ui_dialog_panels.py::test_dialog_panel_has_no_hard_edged_band",
})


# The longest of them, each with its seconds on one core (its longest parameter): they
# start first, longest first, so that under -n auto the run ends on short tests, not
# on one worker finishing a long one while the other waits. CPU seconds (-n 0, the
# test's own and its children's, load 5-15, Dec 2026); for the tests that wait on the
# clock (a bench's or a window's seconds) their wall time in a -n 0 run instead.
LONGEST: dict[str, float] = {
    "ui/test_ui_table_defects.py::test_turn_glow_is_on_the_player_to_move_at_every_speed": 24,
    "player/test_player_robot_game.py::test_whole_game_to_game_over_then_play_again": 21,
    "ui/test_bench_idle.py::test_bench_idle_reports_every_screen": 17,
    "formats/test_fuzz_files.py::test_fuzz_kills_at_game_over": 20,
    "ui/test_lesson_rests.py::test_the_lesson_rests_while_read_and_on_the_learners_move": 16,
    "ui/test_memory_bounds.py::test_bench_memory_prints_the_memory_after_each_game": 15,
    "packaging/test_packaging.py::test_selftest_passes_from_source": 13,
    "player/test_player_charts.py::test_score_chart_on_the_score_pad_and_at_game_over": 12,
    "player/test_player_special_game.py::test_a_whole_special_card_game_meets_every_card": 12,
    ("ui/test_loop_rests.py::"
     "test_the_table_rests_on_your_turn_and_the_computer_players_need_no_input"): 11,
    ("ai/test_ai_weak_table.py::"
     "test_against_medium_the_goal_plays_its_last_rounds_as_without_the_check"): 10,
    "player/test_fuzz_app.py::test_fuzz_random_input_resizes_and_quits": 10,
    "player/test_player_robot_tutorial.py::test_every_lesson_from_the_menu_to_its_end_and_back": 9,
    "player/test_player_accessibility.py::test_table_text_grows_and_everything_stays_on_screen": 9,
    "ui/test_ui_table_defects.py::test_every_table_screen_lays_out_at_every_window_size": 9,
    "player/test_player_keyboard.py::test_a_whole_game_by_keyboard_only": 9,
    "packaging/test_newcomer.py::test_first_command_from_a_clean_copy_starts_the_game": 8,
    "player/test_player_robot_game.py::test_typed_name_then_resize_during_a_trick": 8,
    "player/test_window_start.py::test_ctrl_c_saves_the_game_in_progress": 8,
    ("player/test_player_review.py::"
     "test_a_finished_game_is_kept_listed_reviewed_and_rated_as_wizard_analyze"): 7,
    "player/test_ui_game.py::test_save_kill_resume_continues_exactly": 7,
    "ui/test_idle.py::test_the_table_makes_every_face_ahead_and_frames_draw_none": 7,
    "player/test_ui_game.py::test_complete_game_by_clicks_and_keys_to_game_over": 6,
    "player/test_player_undo.py::test_a_game_with_an_undone_bid_is_marked_in_the_statistics": 6,
    ("player/test_player_accessibility.py::"
     "test_reduced_motion_no_shake_and_no_floaters_in_a_real_round"): 5,
    "formats/test_files_full_disk.py::test_full_disk_tells_once_keeps_playing_and_saves_again": 5,
    "player/test_player_special_table.py::test_the_werewolf_banner_keeps_clear_of_the_trump_box": 5,
    "ui/test_screens_rest.py::test_game_over_rests_after_the_confetti_and_answers_the_pointer": 5,
    "ui/test_name_field.py::test_own_name_and_choices_survive_a_restart": 5,
}


def _names(item: pytest.Item) -> tuple[str, str]:
    """The item's file relative to tests/ and its test function's entry."""
    name = getattr(item, "originalname", item.name)
    path = Path(item.path).resolve()
    where = path.relative_to(TESTS).as_posix() if TESTS in path.parents else path.name
    return where, f"{where}::{name}"


def is_slow(item: pytest.Item) -> bool:
    where, test = _names(item)
    return item.get_closest_marker("slow") is not None or where in SLOW or test in SLOW


def seconds(item: pytest.Item) -> float:
    """The listed seconds of a long test (0: not listed)."""
    return LONGEST.get(_names(item)[1], 0.0)


def mark_and_order(items: list[pytest.Item]) -> None:
    """Mark the listed tests slow and move every slow test to the front, the longest
    first (the rest in their order)."""
    slow = [item for item in items if is_slow(item)]
    for item in slow:
        item.add_marker(pytest.mark.slow)
    chosen = {id(item) for item in slow}
    slow.sort(key=lambda item: -seconds(item))  # stable: equals keep their order
    items[:] = slow + [item for item in items if id(item) not in chosen]
