# Space Wars' board view and inspector: hexes, ships, the written pads, the shot (spacewarsview.h).
target_sources(umpire_qml PRIVATE
    ${game_app_dir}/spacewarsboardmodels.cpp ${game_app_dir}/spacewarsboardmodels.h
    ${game_app_dir}/spacewarshighlights.cpp ${game_app_dir}/spacewarshighlights.h
    ${game_app_dir}/spacewarsordermodel.cpp ${game_app_dir}/spacewarsordermodel.h
    ${game_app_dir}/spacewarsturn.cpp ${game_app_dir}/spacewarsturn.h
    ${game_app_dir}/spacewarsview.cpp ${game_app_dir}/spacewarsview.h)
