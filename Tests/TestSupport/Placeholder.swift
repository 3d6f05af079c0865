import PhysioCore
