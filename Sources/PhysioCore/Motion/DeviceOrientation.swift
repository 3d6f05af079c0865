import Foundation

/// A W3C DeviceOrientation reading: the phone's attitude as intrinsic Z-X'-Y'' Euler angles in degrees.
///
/// W3C *DeviceOrientation Event Specification*, §"deviceorientation": rotate the earth frame by `alpha`
/// about z (0…360), then by `beta` about the new x (−180…180), then by `gamma` about the new y (−90…90),
/// giving the device frame (x right, y up the screen, z out of the screen in portrait). So
/// `R = Rz(alpha)·Rx(beta)·Ry(gamma)` takes device coordinates to earth coordinates.
public struct DeviceOrientation: Codable, Sendable, Hashable {
    public var alpha: Double
    public var beta: Double
    public var gamma: Double

    public init(alpha: Double, beta: Double, gamma: Double) {
        self.alpha = alpha
        self.beta = beta
        self.gamma = gamma
    }

    /// Whether all three angles are finite.
    public var isFinite: Bool { alpha.isFinite && beta.isFinite && gamma.isFinite }

    /// The attitude as a unit quaternion `qz(alpha) ⊗ qx(beta) ⊗ qy(gamma)`.
    public var quaternion: UnitQuaternion {
        UnitQuaternion(axis: .z, degrees: alpha)
            * UnitQuaternion(axis: .x, degrees: beta)
            * UnitQuaternion(axis: .y, degrees: gamma)
    }
}

/// How the phone sits on the limb, as the page reports it from `screen.orientation`.
public enum PhoneHolding: String, Codable, Sendable {
    /// Long edge along the limb: flexion turns the phone about its x axis (pitch).
    case portrait
    /// Long edge across the limb: flexion turns the phone about its y axis (roll).
    case landscape
}

/// A rotation as a unit quaternion `w + xi + yj + zk`.
public struct UnitQuaternion: Sendable, Hashable {
    public var w, x, y, z: Double

    public enum Axis: Sendable { case x, y, z }

    public init(w: Double, x: Double, y: Double, z: Double) {
        self.w = w
        self.x = x
        self.y = y
        self.z = z
    }

    /// A rotation of `degrees` about a coordinate axis (right-hand rule).
    public init(axis: Axis, degrees: Double) {
        let half = degrees * .pi / 360
        let s = sin(half)
        self.init(w: cos(half), x: axis == .x ? s : 0, y: axis == .y ? s : 0, z: axis == .z ? s : 0)
    }

    /// The inverse rotation.
    public var conjugate: UnitQuaternion { UnitQuaternion(w: w, x: -x, y: -y, z: -z) }

    /// The Hamilton product: rotate by `rhs`, then by `lhs` (in the fixed frame).
    public static func * (lhs: UnitQuaternion, rhs: UnitQuaternion) -> UnitQuaternion {
        UnitQuaternion(
            w: lhs.w * rhs.w - lhs.x * rhs.x - lhs.y * rhs.y - lhs.z * rhs.z,
            x: lhs.w * rhs.x + lhs.x * rhs.w + lhs.y * rhs.z - lhs.z * rhs.y,
            y: lhs.w * rhs.y - lhs.x * rhs.z + lhs.y * rhs.w + lhs.z * rhs.x,
            z: lhs.w * rhs.z + lhs.x * rhs.y - lhs.y * rhs.x + lhs.z * rhs.w)
    }
}

/// Measures how far a limb segment has turned since a calibration pose, from a phone strapped to it,
/// the way ResearchKit's range-of-motion tasks do (`ORKRangeOfMotionStepViewController`).
///
/// The attitude change is `q = q_ref⁻¹ ⊗ q_now` (CoreMotion's `multiplyByInverseOfAttitude`), expressed
/// in the phone's calibration frame. The segment's angle is the part of that change about the phone
/// axis across the limb, with ResearchKit's quaternion formulas:
///
///     portrait  (about x): θ = atan2(2(x·w + y·z), 1 − 2(x² + z²))
///     landscape (about y): θ = atan2(2(y·w − x·z), 1 − 2(y² + z²))
///
/// Turning about the other axes (the strap twisting, the person turning round) barely changes θ.
public struct OrientationCalibration: Codable, Sendable, Hashable {
    /// The phone's attitude in the calibration pose (the exercise's rest position).
    public var reference: DeviceOrientation
    public var holding: PhoneHolding

    public init(reference: DeviceOrientation, holding: PhoneHolding) {
        self.reference = reference
        self.holding = holding
    }

    /// The signed rotation of the segment since calibration, in degrees, −180…180.
    public func rotation(of current: DeviceOrientation) -> Double {
        let q = reference.quaternion.conjugate * current.quaternion
        let radians = switch holding {
        case .portrait: atan2(2 * (q.x * q.w + q.y * q.z), 1 - 2 * (q.x * q.x + q.z * q.z))
        case .landscape: atan2(2 * (q.y * q.w - q.x * q.z), 1 - 2 * (q.y * q.y + q.z * q.z))
        }
        return radians * 180 / .pi
    }

    /// The joint angle for `current` in a session with `goal`: the rest angle moved towards the target
    /// by the size of the rotation. A strapped phone cannot tell which way it faces, so the sign comes
    /// from the exercise: the segment is assumed to turn away from rest towards the target.
    public func angle(of current: DeviceOrientation, goal: MotionGoal) -> Double {
        goal.restAngle + goal.direction * abs(rotation(of: current))
    }
}
